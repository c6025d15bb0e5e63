import { Stack } from '@mantine/core';
import { ModerationHeader } from '../components/moderation-header';
import { SettingSwitch } from '../components/setting-switch';

/** `/auto-approval` (institute or admin): publish members' posts without the approval queue. */
export default function AutoApprovalPage() {
  return (
    <Stack gap="lg">
      <ModerationHeader
        title="Auto approval"
        description="Choose whether your school's posts need a moderator first."
      />
      <SettingSwitch
        setting="autoApproval"
        label="Approve new posts automatically"
        on="Auto-approval is on: new posts are published at once."
        off="Auto-approval is off: new posts wait in Pending approval."
        explanation={
          <>
            When this is on, posts by your students and staff are published as soon as they are shared, without waiting
            in Pending approval. When it is off, each new post waits until you, a school admin or the approval committee
            approves it. Posts can still be reported and removed either way.
          </>
        }
      />
    </Stack>
  );
}
