import type { StaffMember } from '../../shared/api-types';

/**
 * The options of a staff choice (a lead's owner, a client's advisor, who handles a request): a
 * first 'nobody' option, then the active staff by name. The one chosen now stays listed even if
 * their account was turned off since, so the choice shows who it is.
 */
export function StaffOptions({
  staff,
  none,
  current,
}: {
  staff: StaffMember[];
  /** The label of the empty choice ('Unassigned', 'None', …). */
  none: string;
  current?: { sub: string; name: string };
}) {
  return (
    <>
      <option value="">{none}</option>
      {current && !staff.some((s) => s.sub === current.sub) && (
        <option value={current.sub}>{current.name}</option>
      )}
      {staff.map((s) => (
        <option key={s.sub} value={s.sub}>
          {s.full_name}
        </option>
      ))}
    </>
  );
}
