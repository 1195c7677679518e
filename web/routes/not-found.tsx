import { Link } from 'react-router';
import { firm } from '../../shared/firm';

export function meta() {
  return [
    { title: `Page not found | ${firm.name}` },
    { name: 'description', content: 'The page you are looking for does not exist or has moved.' },
    { name: 'robots', content: 'noindex' },
  ];
}

export default function NotFound() {
  return (
    <>
      <section className="mx-auto max-w-xl px-4 py-24 text-center">
        <p className="text-6xl font-extrabold text-brand-700">404</p>
        <h1 className="mt-4 text-3xl font-bold text-brand-900">Page not found</h1>
        <p className="mt-3 text-slate-700">The page you are looking for does not exist or has moved.</p>
        <Link
          to="/"
          className="mt-8 inline-block rounded-md bg-brand-700 px-5 py-3 font-semibold text-white hover:bg-brand-900"
        >
          Return to Home
        </Link>
      </section>
    </>
  );
}
