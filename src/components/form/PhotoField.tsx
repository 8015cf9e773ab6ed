import { useEffect, useId, useState, type ReactNode } from 'react';
import { Box, Button, FileButton, Group, Image, Input, Stack, Text } from '@mantine/core';
import { Dropzone, type FileRejection } from '@mantine/dropzone';
import { IconCamera, IconPhoto, IconTrash, IconUpload } from '@tabler/icons-react';
import { useIntl, type IntlShape } from 'react-intl';
import { config } from '@/lib/config';
import { checkPhoto, type PhotoProblem } from '@/lib/forms';
import { photoHintMessage, photoMessages, photoPreviewMessage, photoTooLargeMessage } from './send-messages';
import classes from './form.module.css';

// From Bytes to YB. Intl's units stop at petabyte, so the symbols are written here, the same in every
// language (as on a drive's label); the number is still the locale's.
const UNITS = ['Bytes', 'KB', 'MB', 'GB', 'TB', 'PB', 'EB', 'ZB', 'YB'] as const;

/** A size the way people read it, in steps of 1024: 40 MB, 512 KB, 70 Bytes. */
export function formatFileSize(intl: IntlShape, bytes: number): string {
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < UNITS.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return `${intl.formatNumber(value, { maximumFractionDigits: 1 })} ${UNITS[unit]}`;
}

export function describePhotoProblem(intl: IntlShape, problem: PhotoProblem): string {
  switch (problem.kind) {
    case 'empty':
      return intl.formatMessage(photoMessages.empty);
    case 'tooLarge':
      return intl.formatMessage(photoTooLargeMessage, {
        size: formatFileSize(intl, problem.size),
        limit: formatFileSize(intl, problem.limit),
      });
    case 'type':
      return intl.formatMessage(photoMessages.wrongType);
    case 'notImage':
      return intl.formatMessage(photoMessages.notImage);
  }
}

// The picker offers these; HEIC often comes without a type from the system, so its extensions are listed too.
const ACCEPT = Object.fromEntries(
  config.app.forms.photoTypes.map((type) => [
    type,
    type === 'image/heic' || type === 'image/heif' ? ['.heic', '.heif'] : [],
  ]),
);

interface PhotoFieldProps {
  value: File | null;
  onChange: (file: File | null) => void;
  /** A refusal or the form's own error (no photo yet). */
  error?: ReactNode;
  onError: (message: string | null) => void;
  disabled?: boolean;
  /** The form's data-path of the field, so that the form can put the focus here. */
  'data-path'?: string;
}

/**
 * The proof photo: drop or pick a file (@mantine/dropzone), or take it with the phone's camera; its type and size
 * are checked before anything is sent, a refusal names the limit; a preview of the chosen photo.
 */
export function PhotoField({
  value,
  onChange,
  error,
  onError,
  disabled = false,
  'data-path': dataPath,
}: PhotoFieldProps) {
  const intl = useIntl();
  const labelId = useId();
  const hintId = useId();
  const errorId = useId();
  const limit = formatFileSize(intl, config.app.forms.photoMaxBytes);

  const take = async (file: File | null | undefined) => {
    if (!file) return;
    const problem = await checkPhoto(file);
    if (problem) {
      onError(describePhotoProblem(intl, problem));
      return;
    }
    onError(null);
    onChange(file);
  };
  const refuse = (rejections: FileRejection[]) => {
    const [first] = rejections;
    if (first) onError(describePhotoProblem(intl, { kind: 'type' }));
  };

  return (
    <Stack gap={6}>
      <Input.Label id={labelId}>{intl.formatMessage(photoMessages.label)}</Input.Label>
      {value ? (
        <PhotoPreview file={value} onRemove={() => onChange(null)} disabled={disabled} />
      ) : (
        <Dropzone
          onDrop={(files) => void take(files[0])}
          onReject={refuse}
          accept={ACCEPT}
          multiple={false}
          disabled={disabled}
          className={classes.dropzone}
          data-path={dataPath}
          aria-labelledby={labelId}
          aria-describedby={error ? `${hintId} ${errorId}` : hintId}
          aria-invalid={error ? true : undefined}
          role="button"
        >
          <Group justify="center" gap="md" wrap="nowrap" className={classes.dropInner}>
            <Dropzone.Accept>
              <IconUpload size={36} stroke={1.5} aria-hidden />
            </Dropzone.Accept>
            <Dropzone.Idle>
              <IconPhoto size={36} stroke={1.5} aria-hidden />
            </Dropzone.Idle>
            <div>
              <Text size="sm" fw={500}>
                {intl.formatMessage(photoMessages.drop)}
              </Text>
              <Text size="xs" c="dimmed" id={hintId}>
                {intl.formatMessage(photoHintMessage, { limit })}
              </Text>
            </div>
          </Group>
        </Dropzone>
      )}
      {error && (
        <Input.Error id={errorId} role="alert">
          {error}
        </Input.Error>
      )}
      {!value && (
        <FileButton onChange={(file) => void take(file)} accept="image/*" capture="environment" disabled={disabled}>
          {(props) => (
            <Button
              {...props}
              variant="light"
              leftSection={<IconCamera size={18} aria-hidden />}
              className={classes.cameraButton}
            >
              {intl.formatMessage(photoMessages.camera)}
            </Button>
          )}
        </FileButton>
      )}
    </Stack>
  );
}

function PhotoPreview({ file, onRemove, disabled }: { file: File; onRemove: () => void; disabled: boolean }) {
  const intl = useIntl();
  // A data: address read from the file (no object URL to revoke; React may run this effect twice in development).
  const [preview, setPreview] = useState<{ file: File; url: string | null } | null>(null);
  const [broken, setBroken] = useState<File | null>(null);
  useEffect(() => {
    const reader = new FileReader();
    reader.onload = () => setPreview({ file, url: typeof reader.result === 'string' ? reader.result : null });
    reader.readAsDataURL(file);
    return () => reader.abort();
  }, [file]);
  const url = preview?.file === file ? preview.url : null;
  const unreadable = broken === file;
  return (
    <Group gap="md" align="center" wrap="wrap" className={classes.preview}>
      <Box className={classes.previewFrame}>
        {url && !unreadable ? (
          <Image
            src={url}
            alt={intl.formatMessage(photoPreviewMessage, { name: file.name })}
            onError={() => setBroken(file)}
            className={classes.previewImage}
          />
        ) : (
          <IconPhoto size={40} stroke={1.4} aria-hidden />
        )}
      </Box>
      <Stack gap={4} className={classes.previewText}>
        <Text size="sm" fw={500} className={classes.fileName}>
          <bdi>{file.name}</bdi>
        </Text>
        <Text size="xs" c="dimmed">
          {formatFileSize(intl, file.size)}
        </Text>
        {unreadable && (
          <Text size="xs" c="dimmed">
            {intl.formatMessage(photoMessages.noPreview)}
          </Text>
        )}
        <div>
          <Button
            size="compact-sm"
            variant="subtle"
            color="red"
            leftSection={<IconTrash size={16} aria-hidden />}
            onClick={onRemove}
            disabled={disabled}
          >
            {intl.formatMessage(photoMessages.remove)}
          </Button>
        </div>
      </Stack>
    </Group>
  );
}
