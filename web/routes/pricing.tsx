import { BadgeCheck } from 'lucide-react';
import { GST_RATE, formatInr, planDetails, priceWithGst, pricingTabs } from '../../shared/pricing';
import type { Route } from './+types/pricing';
import { Tabs } from '../components/tabs';
import { InquiryButton } from '../components/inquiry-button';
import { PageHero } from '../components/blocks';
import { GstOnFees, Provenance } from '../components/provenance';
import { GST_ON_FEES_PROVENANCE } from '../../shared/statutory-fees';
import { button } from '../features/site/styles';
import { pageCopy } from '../features/site/page-copy.server';
import { copyMeta } from '../features/site/page-meta';

/** Runs at prerender: the plans travel in the page's HTML, not in its JavaScript (ADR 0009). */
export function loader() {
  return {
    page: pageCopy('/pricing'),
    gstPercent: GST_RATE * 100,
    tabs: pricingTabs.map((tab) => ({
      id: tab.id,
      label: tab.label,
      plans: tab.plans.map((plan) => ({
        title: plan.title,
        basis: plan.basis,
        note: plan.note,
        price: formatInr(plan.price),
        priceWithGst: formatInr(priceWithGst(plan.price)),
        ...planDetails(plan.title),
      })),
    })),
  };
}

export const meta = copyMeta;

/** Four tabs, every plan; 'Activate Now' opens the inquiry with the plan as the service. */
export default function Pricing({ loaderData }: Route.ComponentProps) {
  const { tabs, gstPercent } = loaderData;
  return (
    <>
      <PageHero {...loaderData.page} />
      <section className="mx-auto max-w-7xl px-4 pb-16">
        <Tabs
          label="Plans"
          listClassName="inline-flex flex-wrap gap-1 rounded-xl bg-slate-100 p-1"
          tabClassName="rounded-lg px-4 py-2 text-sm font-semibold text-slate-700 data-[state=active]:bg-white data-[state=active]:text-brand-900 data-[state=active]:shadow"
          panelClassName="mt-8"
          items={tabs.map((tab) => ({
            id: tab.id,
            label: tab.label,
            panel: (
              <>
                <h2 className="sr-only">{tab.label} plans</h2>
                <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
                  {tab.plans.map((plan) => {
                    return (
                      <li
                        key={plan.title}
                        className="flex flex-col rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200"
                      >
                        <h3 className="text-lg font-semibold text-brand-900">{plan.title}</h3>
                        <p className="mt-3 text-3xl font-extrabold text-slate-900">
                          {plan.basis === 'from' && (
                            <span className="text-base font-medium text-slate-600">from </span>
                          )}
                          {plan.price}
                          {plan.basis === 'per year' && (
                            <span className="text-base font-medium text-slate-600"> / year</span>
                          )}
                        </p>
                        <p className="text-sm text-slate-700">
                          <span className="font-semibold text-slate-900">
                            {plan.basis === 'from' && 'from '}
                            {plan.priceWithGst}
                          </span>{' '}
                          with <GstOnFees />
                        </p>
                        <p className="mt-3 text-slate-700">{plan.description}</p>
                        {plan.note && <p className="mt-2 text-sm text-slate-700">{plan.note}</p>}
                        <ul className="mt-4 flex-1 space-y-2">
                          {plan.features.map((f) => (
                            <li key={f} className="flex items-start gap-2 text-sm text-slate-800">
                              <BadgeCheck
                                aria-hidden="true"
                                size={18}
                                className="mt-0.5 shrink-0 text-emerald-600"
                              />{' '}
                              {f}
                            </li>
                          ))}
                        </ul>
                        <InquiryButton service={plan.title} className={`${button.primary} mt-6 w-full`}>
                          Activate Now<span className="sr-only">: {plan.title}</span>
                        </InquiryButton>
                      </li>
                    );
                  })}
                </ul>
              </>
            ),
          }))}
        />
        <Provenance
          as="p"
          {...GST_ON_FEES_PROVENANCE}
          className="mt-10 rounded-xl bg-amber-50 p-4 text-sm text-amber-900 ring-1 ring-amber-200"
        >
          All prices are in Indian rupees and exclude GST at {gstPercent}%, charged on the base plan amount
          (CGST 9% and SGST 9%, or IGST 18% from another state, under Notification No. 11/2017-Central Tax
          (Rate), as amended). The amount with GST is rounded to the nearest rupee. Government fees, where a
          service has them, are paid at actuals on top.
        </Provenance>
      </section>
    </>
  );
}
