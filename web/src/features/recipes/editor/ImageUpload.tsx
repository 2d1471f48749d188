import { PHOTO_MESSAGES, photoProblem } from '@fiz/core/photo';
import { Button, Group, Image, Stack, Text } from '@mantine/core';
import { useEffect, useRef, useState, type ChangeEvent } from 'react';
import { ApiError, failureMessage } from '../../../lib/api';
import { useUploadImage } from '../recipes.mutations';
import { FlashAlert } from '../../../components/ui/FlashAlert';
import { useFlash, type Flash } from '../../../components/ui/useFlash';
import './RecipeEditor.css';
import { BusyButton } from '../../../components/ui/BusyButton';
import { PhotoFilePicker } from './PhotoFilePicker';

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
/** Too many uploads for now: the server's words say how long to wait. */
const TOO_MANY = 429;

/** The server's refusal with what to do next, unless it already says so ("Please choose one under 40 megapixels."). */
function withNextStep(refusal: string): string {
  return /\bplease\b/i.test(refusal) ? refusal : `${refusal} Please choose another photo.`;
}

/**
 * Spec 4.2: choosing a file shows a local preview and the Upload button; Upload sends it and the new photo replaces
 * the old. Closing the file dialog without a file says what is missing (spec 5).
 */
export function ImageUpload({
  recipeId,
  recipeName,
  imageUrl,
  onUploaded,
  onRemove,
  laterMessage,
  onMessage,
}: ImageUploadProps) {
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
    if (!chosen) {
      // The browser emptied the choice (its dialog closed without a file): as Upload with no file, spec 5.
      show('error', PHOTO_MESSAGES.noFile);
    } else if (problem) {
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

  // The Upload and Cancel buttons go with the chosen file: the focus goes back to choosing one.
  const letGoAndChooseAgain = () => {
    letGo();
    input.current?.focus();
  };

  // A dialog closed with a photo still chosen (browsers keep it) leaves that choice standing.
  const dismissed = () => {
    if (!file) show('error', PHOTO_MESSAGES.noFile);
  };

  // The button goes with the photo: the focus moves on to choosing another, and the change is said aloud.
  const remove = () => {
    onRemove();
    show('success', 'Photo removed. Update Recipe to save the change.');
    input.current?.focus();
  };

  const send = () => {
    // Upload is offered only with a file chosen.
    if (!file) return;
    upload.mutate(
      { recipeId, file },
      {
        onSuccess: ({ imageUrl: uploaded, recipe_revision }) => {
          onUploaded(uploaded, recipe_revision);
          letGoAndChooseAgain();
          show('success', 'Photo uploaded!');
        },
        onError: (error) => {
          // The server read the file and refused it (not an image, too big): sending it again cannot help.
          if (error instanceof ApiError && FILE_REFUSED.includes(error.status)) {
            letGoAndChooseAgain();
            return show('error', withNextStep(error.message));
          }
          if (error instanceof ApiError && error.status === TOO_MANY) return show('error', error.message);
          show('error', failureMessage('Upload failed! Please try again.', error));
        },
      },
    );
  };

  return (
    <Stack gap="md">
      <Group align="flex-start" gap="xl">
        {imageUrl ? (
          <Stack gap="xs" maw="100%">
            <Image src={imageUrl} alt={`Photo of ${recipeName}`} className="fiz-editor-photo" radius="md" />
            <Button type="button" variant="default" color="red" onClick={remove}>
              Remove photo
            </Button>
          </Stack>
        ) : (
          !previewUrl && <Text c="dimmed">No photo yet.</Text>
        )}
        {previewUrl && (
          <Stack gap="xs" maw="100%">
            <Image src={previewUrl} alt="Preview of the chosen photo" className="fiz-editor-photo" radius="md" />
            <Text fz="sm" c="dimmed">
              Preview: not uploaded yet
            </Text>
          </Stack>
        )}
      </Group>
      <PhotoFilePicker inputRef={input} chosen={file} onChoose={choose} onDismiss={dismissed} />
      {file && (
        <Group>
          <BusyButton type="button" onClick={send} busy={upload.isPending}>
            Upload
          </BusyButton>
          <Button type="button" variant="default" onClick={letGoAndChooseAgain} disabled={upload.isPending}>
            Cancel
          </Button>
        </Group>
      )}
      <FlashAlert flash={flash} />
    </Stack>
  );
}
