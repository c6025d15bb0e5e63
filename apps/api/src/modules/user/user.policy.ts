/** Who may see whose profile. Children's profiles never leave their school. */

interface ProfileOwner {
  id: string;
  instituteId: string | null;
}

interface Viewer {
  id: string;
  instituteId: string | null;
}

/** Self always; members of an institute only inside it; unattached individuals to anyone signed in. */
export function canViewProfile(viewer: Viewer, owner: ProfileOwner): boolean {
  if (viewer.id === owner.id) return true;
  if (owner.instituteId === null) return true;
  return viewer.instituteId === owner.instituteId;
}
