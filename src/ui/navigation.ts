import { create } from 'zustand';

/** The screens of the app. Kept out of the URL so nothing about a game in progress leaks into it. */
export type View = 'home' | 'reference' | 'setup' | 'game';

interface NavigationState {
  view: View;
  go: (view: View) => void;
}

export const useNavigation = create<NavigationState>((set) => ({
  view: 'home',
  go: (view) => set({ view }),
}));
