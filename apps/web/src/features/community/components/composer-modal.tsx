import { Alert, Button, FileButton, Group, Modal, Radio, Select, Stack, Text, TextInput, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import {
  COMMUNITY_LIMITS,
  COMMUNITY_MESSAGES,
  type FeedKind,
  type LinkPreview,
  type Post,
  postBodySchema,
} from '@noticeboard/shared';
import { IconClockCheck, IconPhoto, IconPhotoStar } from '@tabler/icons-react';
import { useEffect, useId, useRef, useState } from 'react';
import { Link } from 'react-router';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { isApiError, messageOf } from '../../../lib/api-error';
import { useSessionUser } from '../../../lib/use-session';
import { type PostInput, useCreatePost, useUpdatePost } from '../api/post';
import { usePostingStanding } from '../api/posting';
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
import { type Upload, UploadTiles } from './composer-uploads';
import { LinkPreviewCard } from './post-media';
import { keysOfReach, type PostReach, REACH_CHOICES, reachOf } from './post-reach';
import { PostingRefusalDialog } from './posting-dialog';
import { PostEditor } from './rich-text-editor';

/** Where a member finds their own posts waiting for review (`/pending-approval`, "My pending posts"). */
export const MY_PENDING_POSTS_PATH = '/pending-approval?view=mine';
/** What the composer says once a post is sent for review. */
export const SENT_FOR_APPROVAL = "Sent for approval — we'll let you know when it's reviewed.";

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

/** The empty editor's prompt per kind. */
const PLACEHOLDERS: Record<FeedKind, string> = {
  community: 'Share a class moment, a project or some news…',
  forum: 'Ask your question or start the discussion…',
  'community-library': 'Say what this resource is and who it helps…',
  collab: 'What has your team done since the last update?',
};

/** Images get a thumbnail from the picked file itself. */
const isImage = (file: File) => file.type.startsWith('image/');

/**
 * Writing or editing a post (spec §3, §6; issue 17 §5): rich text with a prompt, category and topic, one choice of
 * who will see it (the spec's visibility and audience keys underneath), attachments with thumbnails and upload
 * progress, a preview of the first link. The main button says what happens: "Publish", or "Submit for review" when
 * the server says the member's posts wait for a moderator (`/community/posting`) — no second confirmation for a new
 * post; an edit keeps the spec's "Update this post?". A post sent for review ends on "Sent for approval — we'll let
 * you know when it's reviewed" with a link to the member's pending posts. Refusals show their dialog.
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
  const standing = usePostingStanding();
  const reviewed = standing.data?.needsApproval === true;
  const create = useCreatePost();
  const update = useUpdatePost(post?.id ?? '');
  const [title, setTitle] = useState(post?.title ?? '');
  const [html, setHtml] = useState(post?.description ?? '');
  const [text, setText] = useState(post ? plainTextOf(post.description) : '');
  const [category, setCategory] = useState<string | null>(post?.categorySlug ?? defaultCategory ?? null);
  const [topic, setTopic] = useState(post?.topic ?? '');
  const [reach, setReach] = useState<PostReach>(() => {
    if (!post) return 'SCHOOL';
    // A waiting post is SELF until approved; what it asked for is its requested reach, kept in its audience.
    const visibility = post.postVisibility === 'SELF' ? 'INSTITUTE' : post.postVisibility;
    return reachOf(visibility, post.audience);
  });
  const [uploads, setUploads] = useState<Upload[]>(
    (post?.attachmentIds ?? []).map((attachment) => ({
      key: attachment.id,
      name: attachment.title ?? attachment.attachmentType.toLowerCase(),
      kind: attachment.attachmentType,
      progress: 1,
      attachment,
      error: null,
      previewUrl: null,
    })),
  );
  const [sent, setSent] = useState<Post | null>(null);
  // Object URLs of picked images, revoked when removed or when the composer goes away.
  const previews = useRef(new Set<string>());
  useEffect(() => {
    const urls = previews.current;
    return () => {
      for (const url of urls) URL.revokeObjectURL(url);
      urls.clear();
    };
  }, []);
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
      const previewUrl = !tooLarge && isImage(file) ? URL.createObjectURL(file) : null;
      if (previewUrl) previews.current.add(previewUrl);
      const entry: Upload = { key, name: file.name, kind, progress: 0, attachment: null, error: tooLarge, previewUrl };
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

  const removeUpload = (key: string) =>
    setUploads((current) => {
      const url = current.find((entry) => entry.key === key)?.previewUrl;
      if (url) {
        URL.revokeObjectURL(url);
        previews.current.delete(url);
      }
      return current.filter((entry) => entry.key !== key);
    });

  const bodyOf = (): PostInput => ({
    feedKind,
    ...(collabId ? { collabId } : {}),
    ...(title.trim() ? { title: title.trim() } : {}),
    description: html,
    category: category ?? '',
    ...(topic.trim() ? { topic: topic.trim() } : {}),
    ...(inSchool ? keysOfReach(reach) : { audience: 'EVERYONE', postVisibility: 'GLOBAL' }),
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
        onCreated?.(created);
        // Waiting for review: say so, with the way to the member's pending posts, before closing.
        if (created.requestStatus === 'PENDING') return setSent(created);
        notifications.show({ color: 'teal', message: 'Your post is published.' });
        onClose();
      },
      onError,
    });
  };

  const saving = create.isPending || update.isPending;
  const primaryLabel = post
    ? reviewed
      ? 'Save and submit for review'
      : 'Save changes'
    : reviewed
      ? 'Submit for review'
      : 'Publish';
  if (sent) {
    return (
      <Modal opened={opened} onClose={onClose} title="Sent for approval" size="md" centered>
        <Stack gap="md" role="status">
          <Group gap="sm" wrap="nowrap" align="flex-start">
            <IconClockCheck size={28} aria-hidden style={{ flexShrink: 0 }} />
            <Stack gap={4}>
              <Title order={2} fz="h4">
                {SENT_FOR_APPROVAL}
              </Title>
              <Text size="sm" c="dimmed">
                A moderator at your school will look at it. Until then only you can see it, among your pending posts.
              </Text>
            </Stack>
          </Group>
          <Group justify="flex-end" gap="sm">
            <Button component={Link} to={MY_PENDING_POSTS_PATH} variant="default" onClick={onClose}>
              See my pending posts
            </Button>
            <Button onClick={onClose}>Done</Button>
          </Group>
        </Stack>
      </Modal>
    );
  }
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
            if (!check()) return;
            // The main button is the decision for a new post; an edit keeps the spec's confirmation.
            if (post) setConfirming(true);
            else send();
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
                placeholder={PLACEHOLDERS[feedKind]}
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
            {inSchool ? (
              <Radio.Group
                label="Who will see this post?"
                description={
                  standing.data?.sharesBeyondSchool === false
                    ? 'Your school keeps approved posts inside the school, so Everyone means your school for now.'
                    : undefined
                }
                value={reach}
                onChange={(value) => setReach(value as PostReach)}
              >
                <Stack gap="xs" mt="xs">
                  {REACH_CHOICES.map((choice) => (
                    <Radio
                      key={choice.value}
                      value={choice.value}
                      label={choice.label}
                      description={choice.description}
                    />
                  ))}
                </Stack>
              </Radio.Group>
            ) : (
              <Text size="sm" c="dimmed">
                Everyone on Noticeboard will be able to see this post.
              </Text>
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
              <UploadTiles uploads={uploads} onRemove={removeUpload} />
            </Stack>
            {failure && (
              <Alert color="red" role="alert">
                {failure}
              </Alert>
            )}
            {reviewed && (
              <Text size="sm" c="dimmed">
                {post
                  ? 'Your changes go to a moderator at your school before they appear.'
                  : "A moderator at your school reviews posts before they appear. We'll let you know when it's reviewed."}
              </Text>
            )}
            <Group justify="flex-end">
              <Button variant="default" onClick={onClose}>
                Cancel
              </Button>
              <Button type="submit" disabled={uploading || standing.isPending} loading={saving}>
                {primaryLabel}
              </Button>
            </Group>
          </Stack>
        </form>
      </Modal>
      <ConfirmDialog
        opened={opened && confirming}
        title={COMMUNITY_MESSAGES.confirmUpdate}
        confirmLabel="Update"
        loading={saving}
        onConfirm={send}
        onClose={() => setConfirming(false)}
      >
        {reviewed ? 'A moderator at your school will review it again before it appears.' : null}
      </ConfirmDialog>
      <PostingRefusalDialog content={refusal} onClose={() => setRefusal(null)} />
    </>
  );
}
