import { PHOTO_TYPES } from '@fiz/core/photo';
import { Button, Group, Stack, Text } from '@mantine/core';
import { IconPhotoPlus } from '@tabler/icons-react';
import { useEffect, useId, type ChangeEvent, type RefObject } from 'react';

interface PhotoFilePickerProps {
  inputRef: RefObject<HTMLInputElement | null>;
  /** The file chosen and not yet uploaded, named beside the button. */
  chosen: File | null;
  onChoose: (event: ChangeEvent<HTMLInputElement>) => void;
  /** The browser's file dialog was closed without a file being chosen. */
  onDismiss: () => void;
}

/**
 * The browser's own file input, styled as the app's buttons. The input stays in the page (visually hidden), so
 * it keeps its keyboard behaviour and its label, and the label, drawn as a button, opens the file dialog.
 */
export function PhotoFilePicker({ inputRef, chosen, onChoose, onDismiss }: PhotoFilePickerProps) {
  const inputId = useId();
  const descriptionId = `${inputId}-description`;
  // React does not pass on an input's cancel event, which the browser sends when its file dialog is closed.
  useEffect(() => {
    const input = inputRef.current;
    input?.addEventListener('cancel', onDismiss);
    return () => input?.removeEventListener('cancel', onDismiss);
  }, [inputRef, onDismiss]);
  return (
    <Stack gap={6}>
      <Group gap="sm" wrap="wrap">
        <input
          ref={inputRef}
          id={inputId}
          type="file"
          accept={PHOTO_TYPES.join(',')}
          aria-describedby={descriptionId}
          className="fiz-file-input"
          onChange={onChoose}
        />
        <Button
          component="label"
          htmlFor={inputId}
          variant="light"
          leftSection={<IconPhotoPlus size={18} aria-hidden />}
        >
          Choose a photo
        </Button>
        <Text fz="sm" c={chosen ? undefined : 'dimmed'} className="fiz-file-name">
          {chosen ? chosen.name : 'No file chosen'}
        </Text>
      </Group>
      <Text id={descriptionId} fz="xs" c="dimmed">
        JPEG, PNG, WebP or GIF, up to 10 MB
      </Text>
    </Stack>
  );
}
