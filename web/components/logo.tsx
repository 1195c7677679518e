import { Link } from 'react-router';
import { firm } from '../../shared/firm';

/** The firm's mark and name, linking home. */
export function Logo({ tone = 'dark', nameClass = '' }: { tone?: 'dark' | 'light'; nameClass?: string }) {
  return (
    <Link to="/" className="inline-flex items-center gap-2 rounded-md">
      <span
        aria-hidden="true"
        className="grid h-9 w-9 place-items-center rounded-lg bg-brand-700 text-lg font-extrabold text-white"
      >
        {firm.shortName.charAt(0)}
      </span>
      <span
        className={`text-lg font-bold leading-tight ${tone === 'dark' ? 'text-brand-900' : 'text-white'} ${nameClass}`}
      >
        {firm.name}
      </span>
    </Link>
  );
}
