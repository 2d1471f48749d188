import { PHOTO_MESSAGES, PHOTO_TYPES, photoProblem } from '@fiz/core/photo';
import { Button, Group, Image, Input, Stack, Text } from '@mantine/core';
import { useEffect, useId, useRef, useState, type ChangeEvent } from 'react';
import { ApiError, failureMessage } from '../../../lib/api';
import { useUploadImage } from '../recipes.mutations';
import { FlashAlert } from '../../../components/ui/FlashAlert';
import { useFlash, type Flash } from '../../../components/ui/useFlash';
import './RecipeEditor.css';
import { BusyButton } from '../../../components/ui/BusyButton';

interface ImageUploadProps {
  recipeId: number;
  recipeName: string;
  /** The recipe's photo as the form holds it: '' when there is none or it was removed. */
  imageUrl: string;
  /** The uploaded photo's address and the recipe's revision with it. */
  onUploaded: (imageUrl: string, revision: number) => void;
  onRemove: () => void;
  /** The form's own message (a save's): once it shows, what was said here before is out of date. */
  laterMessage?: Flash | null;
  /** A message shows here: the form's earlier one is out of date. */
  onMessage?: () => void;
}

/** What the upload answers when the file itself cannot be a photo: not an image (415), or too large (413). */
const FILE_REFUSED = [413, 415];

/** The server's refusal with what to do next, unless it already says so ("Please choose one under 40 megapixels."). */
function withNextStep(refusal: string): string {
  return /\bplease\b/i.test(refusal) ? refusal : `${refusal} Please choose another photo.`;
}

/** Spec 4.2: choosing a file previews it locally; Upload sends it and the new photo replaces the old. */
export function ImageUpload({
  recipeId,
  recipeName,
  imageUrl,
  onUploaded,
  onRemove,
  laterMessage,
  onMessage,
}: ImageUploadProps) {
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const upload = useUploadImage();
  const { flash, show: showHere, clear } = useFlash();
  // One message at a time across the editor: two at once (Photo removed and Recipe updated) read as if both
  // were news, though the save has made the first out of date.
  const show = (kind: Flash['kind'], text: string) => {
    showHere(kind, text);
    onMessage?.();
  };
  useEffect(() => {
    if (laterMessage) clear();
  }, [laterMessage, clear]);
  const [file, setFile] = useState<File | null>(null);
  const [previewUrl, setPreviewUrl] = useState<string | null>(null);

  // The local preview holds the file in memory until its URL is revoked: on a new choice or on leaving.
  useEffect(() => {
    if (!previewUrl) return;
    return () => URL.revokeObjectURL(previewUrl);
  }, [previewUrl]);

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    let chosen = event.currentTarget.files?.[0] ?? null;
    const problem = chosen && photoProblem(chosen);
    if (problem) {
      // Said at once, and the file let go, so Upload never sends what the server would refuse.
      show('error', problem);
      event.currentTarget.value = '';
      chosen = null;
    } else {
      // A photo that may be one: what was said about the last choice no longer applies.
      clear();
    }
    setFile(chosen);
    setPreviewUrl(chosen ? URL.createObjectURL(chosen) : null);
  };

  const letGo = () => {
    setFile(null);
    setPreviewUrl(null);
    if (input.current) input.current.value = '';
  };

  // The button goes with the photo: the focus moves on to choosing another, and the change is said aloud.
  const remove = () => {
    onRemove();
    show('success', 'Photo removed. Update Recipe to save the change.');
    input.current?.focus();
  };

  const send = () => {
    if (!file) return show('error', PHOTO_MESSAGES.noFile);
    upload.mutate(
      { recipeId, file },
      {
        onSuccess: ({ imageUrl: uploaded, recipe_revision }) => {
          onUploaded(uploaded, recipe_revision);
          letGo();
          show('success', 'Photo uploaded!');
        },
        onError: (error) => {
          // The server read the file and refused it (not an image, too big): sending it again cannot help.
          if (error instanceof ApiError && FILE_REFUSED.includes(error.status)) {
            letGo();
            return show('error', withNextStep(error.message));
          }
          show('error', failureMessage('Upload failed! Please try again.', error));
        },
      },
    );
  };

  return (
    <Stack gap="md">
      <Group align="flex-start" gap="xl">
        {imageUrl ? (
          <Stack gap="xs">
            <Image src={imageUrl} alt={`Photo of ${recipeName}`} className="fiz-editor-photo" radius="md" />
            <Button type="button" variant="default" color="red" onClick={remove}>
              Remove photo
            </Button>
          </Stack>
        ) : (
          <Text c="dimmed">No photo yet.</Text>
        )}
        {previewUrl && (
          <Stack gap="xs">
            <Image src={previewUrl} alt="Preview of the chosen photo" className="fiz-editor-photo" radius="md" />
            <Text fz="sm" c="dimmed">
              Preview: not uploaded yet
            </Text>
          </Stack>
        )}
      </Group>
      <Input.Wrapper label="Choose a photo" id={inputId} description="JPEG, PNG, WebP or GIF, up to 10 MB">
        <input
          ref={input}
          id={inputId}
          type="file"
          accept={PHOTO_TYPES.join(',')}
          aria-describedby={`${inputId}-description`}
          className="fiz-editor-file"
          onChange={choose}
        />
      </Input.Wrapper>
      <Group>
        {/* Always offered, so pressing it before choosing explains what is missing (spec 5). */}
        <BusyButton type="button" onClick={send} busy={upload.isPending}>
          Upload
        </BusyButton>
      </Group>
      <FlashAlert flash={flash} />
    </Stack>
  );
}
