import { Alert, Button, Group, Stack, Text, Title } from '@mantine/core';
import type { MagazineConfig } from '@noticeboard/shared';
import { IconPencilPlus, IconWriting } from '@tabler/icons-react';
import { Link, useLocation, useNavigate } from 'react-router';
import { EmptyState } from '../../../components/empty-state';
import { messageOf } from '../../../lib/api-error';
import { useCreatePiece } from '../api/create-piece';
import { PAGE_PATHS } from '../api/keys';
import { DeskList } from '../components/desk-list';
import { IssuesPanel } from '../components/issues-panel';
import { MagazineDeskFrame } from '../components/magazine-desk-frame';
import { type MagazineTab, MagazineTabs } from '../components/magazine-tabs';
import { PieceList } from '../components/piece-list';

/**
 * `/school-magazine/create` (admin, faculty, candidate): contribute a piece and follow it; teachers review what is
 * waiting for them; editors make issues.
 */
export default function CreatePiecePage() {
  const { pathname } = useLocation();
  return <MagazineDeskFrame backTo={pathname}>{(data) => <Contribute data={data} />}</MagazineDeskFrame>;
}

function Contribute({ data }: { data: MagazineConfig }) {
  const tabs: MagazineTab[] = [{ value: 'mine', label: 'My pieces', panel: <MyPieces /> }];
  if (data.you.mentor || data.you.committee)
    tabs.push({ value: 'desk', label: 'Waiting for you', panel: <DeskList /> });
  if (data.you.editor) tabs.push({ value: 'issues', label: 'Issues', panel: <IssuesPanel config={data} /> });
  return (
    <Stack maw={860} mx="auto" w="100%" gap="md">
      <Group justify="space-between" align="flex-end">
        <div>
          <Title order={1} fz={{ base: 'h3', sm: 'h2' }}>
            Contribute to {data.name}
          </Title>
          <Text size="sm" c="dimmed">
            Write an article or a poem, share your artwork or a photo story. A teacher reads it before the magazine
            does.
          </Text>
        </div>
        <Group gap="xs">
          <Button component={Link} to={PAGE_PATHS.reader(data.schoolCustomUrl)} variant="default">
            Read the magazine
          </Button>
          <Button component={Link} to={PAGE_PATHS.saved} variant="default">
            Saved for the magazine
          </Button>
          {data.you.contributor && <StartPieceButton section={data.sections[0] ?? ''} />}
        </Group>
      </Group>
      <MagazineTabs tabs={tabs} label="Magazine work" />
    </Stack>
  );
}

function StartPieceButton({ section }: { section: string }) {
  const create = useCreatePiece();
  const navigate = useNavigate();
  return (
    <Stack gap={4}>
      <Button
        leftSection={<IconPencilPlus size={16} />}
        loading={create.isPending}
        onClick={() =>
          create.mutate(
            { kind: 'ARTICLE', language: 'EN', section, title: '', body: '' },
            { onSuccess: (piece) => void navigate(`?piece=${encodeURIComponent(piece.id)}`) },
          )
        }
      >
        Start a piece
      </Button>
      {create.isError && (
        <Alert color="red" variant="light" role="alert">
          {messageOf(create.error)}
        </Alert>
      )}
    </Stack>
  );
}

function MyPieces() {
  return (
    <PieceList
      view="mine"
      label="your pieces"
      empty={
        <EmptyState icon={<IconWriting size={28} />} title="Your first piece" order={3}>
          Press “Start a piece” to write for the school magazine. It is saved as you type and only you see it until you
          send it to the editor.
        </EmptyState>
      }
    />
  );
}
