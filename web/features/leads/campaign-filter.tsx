import { useEffect, useState } from 'react';
import { TextField } from '../../components/field';

/** How long typing in Campaign settles before the list follows (as the search does). */
const TYPING_DELAY_MS = 300;

/**
 * The lead list's campaign filter: a campaign's exact name (a lead platform's campaign, or a
 * website lead's last utm_campaign), applied once typing pauses. `value` is the campaign in force
 * (the address); when it changes elsewhere (Back, a link), the box shows it again.
 */
export function CampaignFilter({ value, onChange }: { value: string; onChange: (campaign: string) => void }) {
  const [typed, setTyped] = useState({ value, text: value });
  const text = typed.value === value ? typed.text : value;
  useEffect(() => {
    const campaign = text.trim();
    if (campaign === value) return;
    const timer = setTimeout(() => {
      setTyped({ value: campaign, text });
      onChange(campaign);
    }, TYPING_DELAY_MS);
    return () => clearTimeout(timer);
    // `onChange` reads the address when it runs, so a filter chosen while typing is kept.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [text]);
  return (
    <TextField
      label="Campaign"
      type="search"
      value={text}
      onChange={(e) => setTyped({ value, text: e.target.value })}
      placeholder="Exact campaign name"
    />
  );
}
