import { Link } from 'react-router';
import { pagePaths } from '../../../shared/page-paths';
import { useStaffChoices } from './api';

/**
 * A warning while the firm has fewer than two active partners: only a partner resets a
 * colleague's lost second factor, so a single partner who loses their phone locks the firm out of
 * its staff and settings. Shown on the overview and the staff settings until a second partner is
 * added.
 */
export function PartnerWarning({ linkToSettings = false }: { linkToSettings?: boolean }) {
  const staff = useStaffChoices();
  const partners = (staff.data ?? []).filter((s) => s.staffRole === 'partner');
  if (!staff.data || partners.length >= 2) return null;
  return (
    <div
      role="note"
      className="rounded-md bg-amber-50 px-4 py-3 text-sm text-amber-950 ring-1 ring-amber-300"
    >
      <p className="font-semibold">
        {partners.length === 1
          ? `${partners[0]!.full_name} is the firm's only active partner.`
          : 'The firm has no active partner.'}
      </p>
      <p className="mt-1">
        Only a partner can reset a colleague's two-factor sign-in. If the only partner loses their phone,
        nobody can reset theirs or manage staff and settings. Make a second colleague a partner
        {linkToSettings ? (
          <>
            {' '}
            in{' '}
            <Link to={pagePaths.admin.settings} className="font-semibold underline">
              Settings
            </Link>
            .
          </>
        ) : (
          '.'
        )}
      </p>
    </div>
  );
}
