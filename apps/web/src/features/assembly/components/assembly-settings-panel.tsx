/** The settings form in a drawer, loaded when first opened. */
import { Drawer, Skeleton, Stack } from '@mantine/core';
import { FetchError } from '../../../components/fetch-error';
import { useAssemblySettings } from '../api/assembly';
import { AssemblySettingsForm } from './settings-form';

export default function AssemblySettingsPanel({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const settings = useAssemblySettings(opened);
  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      title="Assembly settings"
      position="right"
      size="lg"
      closeButtonProps={{ 'aria-label': 'Close the settings' }}
    >
      {settings.isError ? (
        <FetchError
          error={settings.error}
          fallback="Could not load the settings."
          onRetry={() => void settings.refetch()}
        />
      ) : !settings.data ? (
        <Stack aria-busy="true" aria-label="Loading the settings">
          <Skeleton height={40} />
          <Skeleton height={120} />
        </Stack>
      ) : (
        <AssemblySettingsForm settings={settings.data} onSaved={onClose} />
      )}
    </Drawer>
  );
}
