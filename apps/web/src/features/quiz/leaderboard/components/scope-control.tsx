import { SegmentedControl } from '@mantine/core';
import { LEADERBOARD_SCOPE_LABELS, type LeaderboardScope } from '@noticeboard/shared';

/** The boards a caller may pick; four fit a 390 px phone with the tighter padding. */
export function ScopeControl({
  scopes,
  value,
  onChange,
}: {
  scopes: readonly LeaderboardScope[];
  value: LeaderboardScope;
  onChange: (scope: LeaderboardScope) => void;
}) {
  return (
    <SegmentedControl
      aria-label="Leaderboard"
      fullWidth
      size="xs"
      radius="xl"
      styles={{ label: { paddingInline: 4, fontSize: 13 } }}
      value={value}
      onChange={(next) => onChange(next as LeaderboardScope)}
      data={scopes.map((scope) => ({ value: scope, label: LEADERBOARD_SCOPE_LABELS[scope] }))}
      readOnly={scopes.length === 1}
    />
  );
}
