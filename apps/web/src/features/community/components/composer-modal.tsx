import {
  ActionIcon,
  Alert,
  Button,
  FileButton,
  Group,
  Modal,
  Paper,
  Progress,
  SegmentedControl,
  Select,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import {
  type Attachment,
  type AttachmentType,
  COMMUNITY_LIMITS,
  COMMUNITY_MESSAGES,
  type FeedKind,
  type LinkPreview,
  POST_AUDIENCE_LABELS,
  POST_AUDIENCES,
  type Post,
  type PostAudience,
  postBodySchema,
} from '@noticeboard/shared';
import { IconFileTypePdf, IconMovie, IconPhoto, IconPhotoStar, IconX } from '@tabler/icons-react';
import { useEffect, useId, useState } from 'react';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { isApiError, messageOf } from '../../../lib/api-error';
import { useSessionUser } from '../../../lib/use-session';
import { type PostInput, useCreatePost, useUpdatePost } from '../api/post';
import { type PostingDialogContent, postingDialogOf } from '../api/posting-dialog';
import {
  attachmentKindOf,
  fetchLinkPreview,
  firstUrlOf,
  sizeProblemOf,
  UPLOAD_ACCEPT,
  uploadAttachment,
  uploadErrorText,
} from '../api/upload';
import { CATEGORY_TABS, plainTextOf } from './community-format';
import { LinkPreviewCard } from './post-media';
import { PostingRefusalDialog } from './posting-dialog';
import { PostEditor } from './rich-text-editor';

type Visibility = 'GLOBAL' | 'INSTITUTE' | 'SPECIFIC_GROUP';

const VISIBILITY_OPTIONS: Array<{ value: Visibility; label: string }> = [
  { value: 'INSTITUTE', label: 'My school' },
  { value: 'GLOBAL', label: 'Everyone' },
  { value: 'SPECIFIC_GROUP', label: 'A group' },
];

interface Upload {
  key: string;
  name: string;
  kind: AttachmentType;
  progress: number;
  attachment: Attachment | null;
  error: string | null;
}

interface ComposerModalProps {
  opened: boolean;
  onClose: () => void;
  /** Editing this post; without it a new post is written. */
  post?: Post;
  /** The category of the page the composer opened on. */
  defaultCategory?: string;
  /** After a new post is stored. */
  onCreated?: (post: Post) => void;
  /** What is written: a community post (default), a forum thread, a library item or a collab update. */
  feedKind?: FeedKind;
  /** A collab update's project (with feedKind 'collab'). */
  collabId?: string;
}

/** The dialog's wording per kind: [new, editing]. */
const HEADINGS: Record<FeedKind, [string, string]> = {
  community: ['Create a post', 'Edit post'],
  forum: ['Start a thread', 'Edit thread'],
  'community-library': ['Add to the library', 'Edit library item'],
  collab: ['Post an update', 'Edit update'],
};

const ICONS: Record<AttachmentType, typeof IconPhoto> = {
  IMAGE: IconPhoto,
  COVER_IMAGE: IconPhotoStar,
  PDF: IconFileTypePdf,
  VIDEO: IconMovie,
};

/**
 * Writing or editing a post (spec §3, §6): rich text, category and topic, audience, visibility, attachments with
 * upload progress, a preview of the first link; a confirmation before sending; refusals show their dialog.
 */
export default function ComposerModal({
  opened,
  onClose,
  post,
  defaultCategory,
  onCreated,
  feedKind = post?.feedKind ?? 'community',
  collabId = post?.collabId ?? undefined,
}: ComposerModalProps) {
  const user = useSessionUser();
  const heading = HEADINGS[feedKind][post ? 1 : 0];
  const titleRequired = feedKind === 'forum';
  const formId = useId();
  const inSchool = Boolean(user?.instituteId) || user?.type === 'INSTITUTE';
  const create = useCreatePost();
  const update = useUpdatePost(post?.id ?? '');
  const [title, setTitle] = useState(post?.title ?? '');
  const [html, setHtml] = useState(post?.description ?? '');
  const [text, setText] = useState(post ? plainTextOf(post.description) : '');
  const [category, setCategory] = useState<string | null>(post?.categorySlug ?? defaultCategory ?? null);
  const [topic, setTopic] = useState(post?.topic ?? '');
  const [audience, setAudience] = useState<PostAudience>(post?.audience ?? 'EVERYONE');
  const [visibility, setVisibility] = useState<Visibility>(
    post && post.postVisibility !== 'SELF' ? post.postVisibility : inSchool ? 'INSTITUTE' : 'GLOBAL',
  );
  const [uploads, setUploads] = useState<Upload[]>(
    (post?.attachmentIds ?? []).map((attachment) => ({
      key: attachment.id,
      name: attachment.title ?? attachment.attachmentType.toLowerCase(),
      kind: attachment.attachmentType,
      progress: 1,
      attachment,
      error: null,
    })),
  );
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [refusal, setRefusal] = useState<PostingDialogContent | null>(null);
  const [preview, setPreview] = useState<LinkPreview | null>(post?.linkPreview ?? null);
  const [debouncedText] = useDebouncedValue(text, 800);

  useEffect(() => {
    const url = firstUrlOf(debouncedText);
    if (!url) return setPreview(null);
    if (preview?.url === url) return;
    let cancelled = false;
    fetchLinkPreview(url)
      .then((found) => !cancelled && setPreview(found))
      .catch(() => !cancelled && setPreview(null));
    return () => {
      cancelled = true;
    };
  }, [debouncedText, preview?.url]);

  const uploading = uploads.some((item) => !item.attachment && !item.error);

  const addFiles = (files: File[], cover = false) => {
    const room = COMMUNITY_LIMITS.attachmentsPerPost - uploads.filter((item) => !item.error).length;
    if (files.length > room) {
      notifications.show({
        color: 'red',
        message: `A post can have ${COMMUNITY_LIMITS.attachmentsPerPost} attachments.`,
      });
    }
    for (const file of files.slice(0, Math.max(0, room))) {
      const kind = attachmentKindOf(file, cover);
      const key = `${file.name}-${file.size}-${Math.random().toString(36).slice(2)}`;
      const tooLarge = sizeProblemOf(file, kind);
      const entry: Upload = { key, name: file.name, kind, progress: 0, attachment: null, error: tooLarge };
      setUploads((current) => [...current, entry]);
      if (tooLarge) continue;
      const change = (patch: Partial<Upload>) =>
        setUploads((current) => current.map((item) => (item.key === key ? { ...item, ...patch } : item)));
      uploadAttachment(file, kind, (progress) => change({ progress }))
        .then((attachment) => change({ attachment, progress: 1 }))
        .catch((error: unknown) => {
          const dialog = postingDialogOf(error);
          if (dialog) setRefusal(dialog);
          change({ error: uploadErrorText(error) });
        });
    }
  };

  const bodyOf = (): PostInput => ({
    feedKind,
    ...(collabId ? { collabId } : {}),
    ...(title.trim() ? { title: title.trim() } : {}),
    description: html,
    category: category ?? '',
    ...(topic.trim() ? { topic: topic.trim() } : {}),
    audience,
    postVisibility: inSchool ? visibility : 'GLOBAL',
    attachmentIds: uploads.flatMap((item) => (item.attachment ? [item.attachment.id] : [])),
  });

  const check = () => {
    const parsed = postBodySchema.safeParse(bodyOf());
    if (parsed.success) {
      setErrors({});
      return true;
    }
    const next: Record<string, string> = {};
    for (const issue of parsed.error.issues) {
      const field = String(issue.path[0] ?? 'description');
      next[field] ??= issue.message;
    }
    setErrors(next);
    return false;
  };

  const send = () => {
    setFailure(null);
    const onError = (error: unknown) => {
      setConfirming(false);
      const dialog = postingDialogOf(error);
      if (dialog) return setRefusal(dialog);
      if (isApiError(error) && error.details.length > 0) {
        setErrors(Object.fromEntries(error.details.map((detail) => [detail.field, detail.message])));
        return;
      }
      setFailure(messageOf(error));
    };
    if (post) {
      update.mutate(bodyOf(), {
        onSuccess: (saved) => {
          setConfirming(false);
          notifications.show({
            color: 'teal',
            message: saved.requestStatus === 'PENDING' ? COMMUNITY_MESSAGES.pendingApproval : 'The post was updated.',
          });
          onClose();
        },
        onError,
      });
      return;
    }
    create.mutate(bodyOf(), {
      onSuccess: (created) => {
        setConfirming(false);
        if (created.requestStatus !== 'PENDING')
          notifications.show({ color: 'teal', message: 'Your post is published.' });
        onCreated?.(created);
        onClose();
      },
      onError,
    });
  };

  const saving = create.isPending || update.isPending;
  return (
    <>
      <Modal
        opened={opened && !confirming && !refusal}
        onClose={onClose}
        title={heading}
        size="lg"
        fullScreen={false}
        centered
      >
        <form
          id={formId}
          noValidate
          aria-label={heading}
          onSubmit={(event) => {
            event.preventDefault();
            if (uploading) return setFailure('Wait until the uploads finish.');
            if (check()) setConfirming(true);
          }}
        >
          <Stack gap="md">
            {feedKind !== 'community' && (
              <TextInput
                label="Title"
                placeholder={titleRequired ? 'What would you like to discuss?' : 'Optional'}
                withAsterisk={titleRequired}
                maxLength={COMMUNITY_LIMITS.titleMaxChars}
                value={title}
                onChange={(event) => setTitle(event.currentTarget.value)}
                error={errors.title}
              />
            )}
            <div>
              <PostEditor
                label="What would you like to share?"
                initialHtml={html}
                onChange={(nextHtml, nextText) => {
                  setHtml(nextHtml);
                  setText(nextText);
                }}
              />
              {errors.description && (
                <Text size="xs" c="red" mt={4} role="alert">
                  {errors.description}
                </Text>
              )}
            </div>
            {preview && <LinkPreviewCard preview={preview} />}
            <Group grow align="flex-start" wrap="wrap">
              <Select
                label="Category"
                placeholder="Choose a category"
                withAsterisk
                data={CATEGORY_TABS.map((tab) => ({ value: tab.slug, label: tab.label }))}
                value={category}
                onChange={setCategory}
                error={errors.category}
                searchable
                comboboxProps={{ withinPortal: true }}
                miw={200}
              />
              <TextInput
                label="Topic"
                placeholder="Optional, e.g. Science fair"
                maxLength={60}
                value={topic}
                onChange={(event) => setTopic(event.currentTarget.value)}
                error={errors.topic}
                miw={200}
              />
            </Group>
            <Select
              label="Audience"
              data={POST_AUDIENCES.map((value) => ({ value, label: POST_AUDIENCE_LABELS[value] }))}
              value={audience}
              onChange={(value) => value && setAudience(value as PostAudience)}
              allowDeselect={false}
              comboboxProps={{ withinPortal: true }}
            />
            {inSchool && (
              <Stack gap={4}>
                <Text size="sm" fw={500} id={`${formId}-visibility`}>
                  Who can see it
                </Text>
                <SegmentedControl
                  aria-labelledby={`${formId}-visibility`}
                  data={VISIBILITY_OPTIONS}
                  value={visibility}
                  onChange={(value) => setVisibility(value as Visibility)}
                  fullWidth
                />
              </Stack>
            )}
            <Stack gap="xs">
              <Group gap="xs">
                <FileButton onChange={(files) => addFiles(files)} accept={UPLOAD_ACCEPT} multiple>
                  {(props) => (
                    <Button {...props} variant="light" leftSection={<IconPhoto size={16} />}>
                      Add photos, PDF or video
                    </Button>
                  )}
                </FileButton>
                <FileButton onChange={(file) => file && addFiles([file], true)} accept="image/*">
                  {(props) => (
                    <Button {...props} variant="subtle" leftSection={<IconPhotoStar size={16} />}>
                      Cover image
                    </Button>
                  )}
                </FileButton>
              </Group>
              {uploads.map((item) => {
                const Icon = ICONS[item.kind];
                return (
                  <Paper key={item.key} withBorder radius="sm" p="xs">
                    <Group gap="xs" wrap="nowrap">
                      <Icon size={18} aria-hidden />
                      <Stack gap={4} style={{ flex: 1, minWidth: 0 }}>
                        <Text size="xs" truncate>
                          {item.name}
                        </Text>
                        {item.error ? (
                          <Text size="xs" c="red" role="alert">
                            {item.error}
                          </Text>
                        ) : (
                          <Progress
                            value={Math.round(item.progress * 100)}
                            size="sm"
                            color={item.attachment ? 'teal' : 'blue'}
                            aria-label={`Upload of ${item.name}`}
                            animated={!item.attachment}
                          />
                        )}
                      </Stack>
                      <ActionIcon
                        variant="subtle"
                        color="gray"
                        aria-label={`Remove ${item.name}`}
                        onClick={() => setUploads((current) => current.filter((entry) => entry.key !== item.key))}
                      >
                        <IconX size={14} />
                      </ActionIcon>
                    </Group>
                  </Paper>
                );
              })}
            </Stack>
            {failure && (
              <Alert color="red" role="alert">
                {failure}
              </Alert>
            )}
            <Group justify="flex-end">
              <Button variant="default" onClick={onClose}>
                Cancel
              </Button>
              <Button type="submit" disabled={uploading} loading={saving}>
                {post ? 'Save' : 'Publish'}
              </Button>
            </Group>
          </Stack>
        </form>
      </Modal>
      <ConfirmDialog
        opened={opened && confirming}
        title={post ? COMMUNITY_MESSAGES.confirmUpdate : COMMUNITY_MESSAGES.confirmPublish}
        confirmLabel={post ? 'Update' : 'Publish'}
        loading={saving}
        onConfirm={send}
        onClose={() => setConfirming(false)}
      />
      <PostingRefusalDialog content={refusal} onClose={() => setRefusal(null)} />
    </>
  );
}
