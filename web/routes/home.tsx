import { claims, firm } from '../../shared/firm';
import { SiteShell } from '../components/site-shell';

export function meta() {
  return [
    { title: `${firm.name} | Tax, GST & Compliance Experts` },
    {
      name: 'description',
      content: `${firm.tagline}. GST, income tax, company registration, trademark and MCA compliance.`,
    },
  ];
}

export default function Home() {
  return (
    <SiteShell>
      <section className="bg-gradient-to-b from-brand-50 to-white">
        <div className="mx-auto max-w-6xl px-4 py-16 sm:py-24">
          <h1 className="max-w-3xl text-4xl font-extrabold tracking-tight text-brand-900 sm:text-5xl">
            Expert tax, GST and compliance services for growing businesses
          </h1>
          <p className="mt-5 max-w-2xl text-lg text-slate-700">{firm.tagline}.</p>
          <dl className="mt-10 grid max-w-2xl grid-cols-3 gap-4">
            {claims.map((c) => (
              <div key={c.label} className="rounded-lg bg-white p-4 shadow-sm ring-1 ring-slate-200">
                <dt className="text-sm text-slate-600">{c.label}</dt>
                <dd className="text-2xl font-bold text-brand-700">{c.value}</dd>
              </div>
            ))}
          </dl>
        </div>
      </section>
    </SiteShell>
  );
}
