/**
 * The form a social platform takes (spec 02 section 5, the contract's uploadDataSchemas): video
 * platforms (YouTube, Facebook, Dailymotion) a title, description, tags, for-kids and private
 * (on by default) and a thumbnail; reels (Instagram) the caption, share to feed (on by default),
 * tagged users (comma-separated, '@' stripped) and a cover; text posts (X) up to 280 characters.
 * Used by the fragment's export and by the audiogram's: `onSubmit` gets the platform's data as
 * the contract reads it, ready for `POST /upload/start/{fragment}/{platform}`.
 * An image thumbnail or cover is a URL pasted, or an image file uploaded to Antena (POST /assets,
 * as the fragments configuration's images) whose URL fills the field.
 */
import { useRef } from 'react';
import {
  Button,
  Checkbox,
  FileButton,
  Group,
  NumberInput,
  Radio,
  Stack,
  TagsInput,
  Text,
  TextInput,
  Textarea,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconSend, IconUpload } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import {
  COVER_MAX_BYTES,
  TEXT_POST_MAX,
  THUMBNAIL_MAX_BYTES,
  THUMBNAIL_TYPES,
  uploadDataSchemas,
  type SocialPlatform,
  type ThumbnailType,
  type UploadData,
} from '@antena/contract';
import { FORM_KIND, type UploadFormKind } from './social-platform';
import { THUMBNAIL_FILE_TYPES, useThumbnailUpload } from './use-thumbnail-upload';

/** What each form's caption takes (the contract's limits). */
const CONTENT_MAX: Record<UploadFormKind, number> = { video: 5000, reel: 2200, text: TEXT_POST_MAX };
const TITLE_MAX = 100;

/** Every field of the three forms; each platform reads its own. */
export interface UploadFormValues {
  title: string;
  content: string;
  tags: string[];
  forKids: boolean;
  private: boolean;
  shareToFeed: boolean;
  /** Comma-separated user names. */
  taggedUsers: string;
  thumbnailType: ThumbnailType;
  thumbnailUrl: string;
  /** Seconds into the video ('' while empty). */
  thumbnailOffset: number | string;
}

export type UploadFormDefaults = Partial<Omit<UploadFormValues, 'thumbnailUrl'>> & { thumbnailUrl?: string | null };

export interface UploadFormProps {
  platform: SocialPlatform;
  /** Initial values: the fragment's title and description, its thumbnail or cover. */
  defaults?: UploadFormDefaults;
  onSubmit: (data: UploadData) => void | Promise<unknown>;
  submitting?: boolean;
  /** The submit button's text ('Publish' by default). */
  submitLabel?: string;
}

const isHttpUrl = (value: string) => {
  try {
    return ['http:', 'https:'].includes(new URL(value).protocol);
  } catch {
    return false;
  }
};

/** The platform's data from the form's values, before the contract's schema reads it. */
export function uploadData(kind: UploadFormKind, values: UploadFormValues): Record<string, unknown> {
  const thumbnail = {
    thumbnailType: values.thumbnailType,
    thumbnailUrl: values.thumbnailType === 'IMAGE_URL' ? values.thumbnailUrl.trim() || null : null,
    thumbnailOffset:
      values.thumbnailType === 'VIDEO_FRAME' && typeof values.thumbnailOffset === 'number'
        ? values.thumbnailOffset
        : null,
  };
  if (kind === 'text') return { content: values.content };
  if (kind === 'reel') {
    return { content: values.content, shareToFeed: values.shareToFeed, taggedUsers: values.taggedUsers, ...thumbnail };
  }
  return {
    title: values.title,
    content: values.content,
    tags: values.tags,
    forKids: values.forKids,
    private: values.private,
    ...thumbnail,
  };
}

export function UploadForm({ platform, defaults = {}, onSubmit, submitting = false, submitLabel }: UploadFormProps) {
  const { t } = useTranslation('social-export');
  const kind = FORM_KIND[platform];
  const contentMax = CONTENT_MAX[kind];
  const form = useForm<UploadFormValues>({
    mode: 'controlled',
    initialValues: {
      title: defaults.title ?? '',
      content: defaults.content ?? '',
      tags: defaults.tags ?? [],
      forKids: defaults.forKids ?? false,
      private: defaults.private ?? true,
      shareToFeed: defaults.shareToFeed ?? true,
      taggedUsers: defaults.taggedUsers ?? '',
      thumbnailType: defaults.thumbnailType ?? (defaults.thumbnailUrl ? 'IMAGE_URL' : 'DEFAULT'),
      thumbnailUrl: defaults.thumbnailUrl ?? '',
      thumbnailOffset: defaults.thumbnailOffset ?? '',
    },
    validate: {
      title: (value) =>
        kind !== 'video'
          ? null
          : !value.trim()
            ? t('form.required')
            : value.trim().length > TITLE_MAX
              ? t('form.tooLong', { max: TITLE_MAX })
              : null,
      content: (value) =>
        !value.trim()
          ? t('form.required')
          : value.trim().length > contentMax
            ? t('form.tooLong', { max: contentMax })
            : null,
      thumbnailUrl: (value, values) =>
        kind === 'text' || values.thumbnailType !== 'IMAGE_URL'
          ? null
          : !value.trim()
            ? t('form.required')
            : isHttpUrl(value.trim())
              ? null
              : t('form.invalidUrl'),
      thumbnailOffset: (value, values) =>
        kind === 'text' || values.thumbnailType !== 'VIDEO_FRAME'
          ? null
          : typeof value === 'number' && value >= 0
            ? null
            : t('form.required'),
    },
  });

  const maxBytes = kind === 'reel' ? COVER_MAX_BYTES : THUMBNAIL_MAX_BYTES;
  const mb = Math.round((maxBytes / (1024 * 1024)) * 10) / 10;
  const resetFile = useRef<() => void>(null);
  const thumbnailFile = useThumbnailUpload(maxBytes, (url) => {
    form.setFieldValue('thumbnailUrl', url);
    form.clearFieldError('thumbnailUrl');
  });
  const chooseFile = async (file: File | null) => {
    await thumbnailFile.choose(file);
    // The same file can be chosen again (after a failed upload).
    resetFile.current?.();
  };

  const submit = form.onSubmit((values) => {
    // The contract's schema applies the defaults and the tagged users' clean-up.
    const data = uploadDataSchemas[platform].parse(uploadData(kind, values)) as UploadData;
    void onSubmit(data);
  });

  const thumbnailLabel = kind === 'reel' ? t('form.cover') : t('form.thumbnail');
  const length = form.values.content.trim().length;
  return (
    <form noValidate onSubmit={submit}>
      <Stack gap="sm">
        {kind === 'video' && (
          <TextInput label={t('form.title')} required maxLength={TITLE_MAX} {...form.getInputProps('title')} />
        )}
        <Textarea
          label={t(kind === 'text' ? 'form.post' : kind === 'reel' ? 'form.caption' : 'form.description')}
          required
          rows={4}
          description={t('form.length', { length, max: contentMax })}
          {...form.getInputProps('content')}
        />
        {kind === 'video' && (
          <>
            <TagsInput label={t('form.tags')} maxTags={30} clearable {...form.getInputProps('tags')} />
            <Group gap="lg">
              <Checkbox label={t('form.private')} {...form.getInputProps('private', { type: 'checkbox' })} />
              <Checkbox label={t('form.forKids')} {...form.getInputProps('forKids', { type: 'checkbox' })} />
            </Group>
          </>
        )}
        {kind === 'reel' && (
          <>
            <TextInput
              label={t('form.taggedUsers')}
              description={t('form.taggedUsersHelp')}
              {...form.getInputProps('taggedUsers')}
            />
            <Checkbox label={t('form.shareToFeed')} {...form.getInputProps('shareToFeed', { type: 'checkbox' })} />
          </>
        )}
        {kind !== 'text' && (
          <>
            <Radio.Group label={thumbnailLabel} {...form.getInputProps('thumbnailType')}>
              <Group gap="md" mt={4}>
                {THUMBNAIL_TYPES.map((type) => (
                  <Radio key={type} value={type} label={t(`form.thumbnailTypes.${type}`)} />
                ))}
              </Group>
            </Radio.Group>
            {form.values.thumbnailType === 'IMAGE_URL' && (
              <Stack gap={4}>
                <TextInput
                  label={t('form.thumbnailUrl', { what: thumbnailLabel })}
                  type="url"
                  required
                  disabled={thumbnailFile.uploading}
                  {...form.getInputProps('thumbnailUrl')}
                />
                <Group gap="sm" align="center">
                  <FileButton
                    resetRef={resetFile}
                    accept={THUMBNAIL_FILE_TYPES.join(',')}
                    onChange={(file) => void chooseFile(file)}
                    disabled={thumbnailFile.uploading}
                    inputProps={{ 'aria-label': t('form.imageFile.choose', { what: thumbnailLabel }) }}
                  >
                    {(props) => (
                      <Button
                        {...props}
                        variant="default"
                        size="xs"
                        leftSection={<IconUpload size={14} />}
                        loading={thumbnailFile.uploading}
                      >
                        {t('form.imageFile.upload')}
                      </Button>
                    )}
                  </FileButton>
                  <Text size="xs" c="dimmed">
                    {t('form.imageFile.hint', { mb })}
                  </Text>
                </Group>
                {thumbnailFile.uploading && (
                  <Text size="sm" c="dimmed" role="status">
                    {t('form.imageFile.uploading')}
                  </Text>
                )}
                {thumbnailFile.error && (
                  <Text size="sm" c="red" role="alert">
                    {thumbnailFile.error === 'uploadFailed'
                      ? t('fragments-config:image.errors.uploadFailed')
                      : t(`form.imageFile.errors.${thumbnailFile.error}`, { mb })}
                  </Text>
                )}
              </Stack>
            )}
            {form.values.thumbnailType === 'VIDEO_FRAME' && (
              <NumberInput
                label={t('form.thumbnailOffset')}
                min={0}
                decimalScale={1}
                suffix=" s"
                required
                {...form.getInputProps('thumbnailOffset')}
              />
            )}
          </>
        )}
        <Group justify="flex-end">
          <Button
            type="submit"
            leftSection={<IconSend size={16} />}
            loading={submitting}
            disabled={thumbnailFile.uploading}
          >
            {submitLabel ?? t('form.publish')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
