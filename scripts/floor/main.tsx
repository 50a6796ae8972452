import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { z } from 'zod';
import { create } from 'zustand';

/**
 * The floor of `npm run bench` (issue 14): the least a React 19 + zustand + zod app ships and the fastest a
 * click on it can paint. A zod schema parses the stored choice, a zustand store holds it, and the button's
 * click only relabels the button.
 */
const LABELS = ['System', 'Light', 'Dark'] as const;
const ChoiceSchema = z.object({ theme: z.enum(LABELS) });

const stored = ChoiceSchema.safeParse(JSON.parse(localStorage.getItem('floor.choice') ?? '{}'));

const useChoice = create<{ theme: (typeof LABELS)[number]; next: () => void }>((set) => ({
  theme: stored.success ? stored.data.theme : 'System',
  next: () => set((s) => ({ theme: LABELS[(LABELS.indexOf(s.theme) + 1) % LABELS.length] })),
}));

function Floor() {
  const theme = useChoice((s) => s.theme);
  const next = useChoice((s) => s.next);
  return (
    <main>
      <h1>Floor</h1>
      <button type="button" onClick={next}>
        Theme: {theme}
      </button>
    </main>
  );
}

const root = document.getElementById('root');
if (root) createRoot(root).render(<StrictMode><Floor /></StrictMode>);
