import { Stack } from '@mantine/core';
import { ModerationHeader } from '../components/moderation-header';
import { SettingSwitch } from '../components/setting-switch';

/** `/global-visibility` (institute or admin): whether approved posts may reach every community (spec §4). */
export default function GlobalVisibilityPage() {
  return (
    <Stack gap="lg">
      <ModerationHeader
        title="Global visibility"
        description="Choose who outside your school can see your school's approved posts."
      />
      <SettingSwitch
        setting="globalVisibility"
        label="Share approved posts with all communities"
        on="Global visibility is on: approved posts can go to all communities."
        off="Global visibility is off: approved posts stay in your school's community."
        explanation={
          <>
            When this is on, a post that asks to be seen everywhere goes to all communities once it is approved, so
            other schools and the global community can see it. When it is off, approved posts are shown only in your own
            school's community, whatever their author asked for.
          </>
        }
      />
    </Stack>
  );
}
