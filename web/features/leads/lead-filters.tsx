import { useEffect, useState } from 'react';
import type { ApiQueries } from '../../../shared/api-types';
import type { LeadStatus } from '../../../shared/domain';
import type { DateRange } from '../../../shared/leads';
import { TextField } from '../../components/field';
import { ChoiceOptions, DateRangeFields, FilterPanel, FilterSelect } from '../../components/filter-panel';
import { useUrlFilters } from '../../lib/use-url-filters';
import type { StaffMember } from '../../../shared/api-types';
import { useLeadChoices } from './api';
import { LeadStatusOptions } from '../../components/lead-status-options';
import { CampaignFilter } from './campaign-filter';

const keys = [
  'q',
  'status',
  'source',
  'service',
  'campaign',
  'owner',
  'range',
  'from',
  'to',
  'tests',
] as const;
/** How long typing in Search settles before the list follows. */
const SEARCH_DELAY_MS = 300;

/**
 * The lead list's filters: search (name, e-mail or phone), status, source, service, campaign,
 * owner ('My leads' or a staff member) and date, kept in the
 * address. The list follows each choice at once and the search once typing pauses. Returns the
 * panel and the query it stands for (a custom range counts only once both dates are set).
 */
export function useLeadFilters(staff: StaffMember[] = []) {
  const filters = useUrlFilters(keys);
  const { values, set } = filters;
  // What the box shows, and the search in the address it was typed against: when that search
  // changes elsewhere (Back, Forward, a link), the box shows the search in force again.
  const [typed, setTyped] = useState({ q: values.q, text: values.q });
  const search = typed.q === values.q ? typed.text : values.q;
  useEffect(() => {
    const q = search.trim();
    if (q === values.q) return;
    const timer = setTimeout(() => {
      setTyped({ q, text: search });
      set({ q });
    }, SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
    // `set` reads the address when it runs, so a filter chosen while typing is kept.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [search]);
  const choices = useLeadChoices();

  const custom = values.range === 'custom';
  const { from, to, range, ...rest } = filters.query;
  const query: ApiQueries['listLeads'] = {
    ...rest,
    status: (rest.status || undefined) as LeadStatus | undefined,
    tests: rest.tests === 'only' ? 'only' : undefined,
    ...(range && (!custom || (from && to)) ? { range: range as DateRange } : {}),
    ...(custom && from && to ? { from, to } : {}),
  };

  const bound = { values, onChange: set };
  const panel = (
    <FilterPanel>
      <TextField
        label="Search"
        type="search"
        value={search}
        onChange={(e) => setTyped({ q: values.q, text: e.target.value })}
        placeholder="Name, email or phone"
      />
      <FilterSelect name="status" label="Status" {...bound}>
        <LeadStatusOptions />
      </FilterSelect>
      <FilterSelect name="source" label="Source" {...bound}>
        <ChoiceOptions all="All sources" choices={choices.data?.sources} />
      </FilterSelect>
      <FilterSelect name="service" label="Service" {...bound}>
        <ChoiceOptions all="All services" choices={choices.data?.services} />
      </FilterSelect>
      <CampaignFilter value={values.campaign} onChange={(campaign) => set({ campaign })} />
      <FilterSelect name="owner" label="Owner" {...bound}>
        <option value="">Anyone</option>
        <option value="me">My leads</option>
        {staff.map((s) => (
          <option key={s.sub} value={s.sub}>
            {s.full_name}
          </option>
        ))}
      </FilterSelect>
      <FilterSelect
        name="range"
        label="Date"
        {...bound}
        // A preset window replaces any custom dates.
        onChange={({ range = '' }) => set(range === 'custom' ? { range } : { range, from: '', to: '' })}
      >
        <option value="">Any time</option>
        <option value="today">Today</option>
        <option value="7d">Last 7 days</option>
        <option value="30d">Last 30 days</option>
        <option value="custom">Custom range</option>
      </FilterSelect>
      {custom && (
        <div className="grid grid-cols-2 gap-3 sm:col-span-2">
          <DateRangeFields {...bound} />
        </div>
      )}
      {/* Platforms' test leads are samples: out of the list, the figures and exports unless asked for. */}
      <FilterSelect name="tests" label="Test leads" {...bound}>
        <option value="">Left out</option>
        <option value="only">Only test leads</option>
      </FilterSelect>
    </FilterPanel>
  );
  return { panel, query };
}
