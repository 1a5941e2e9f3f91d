import type { ComponentType } from 'react';

/** A screen module: the lazy chunk a route renders (its `Component`). */
interface PageModule {
  Component: ComponentType;
}
export type LoadPage = () => Promise<PageModule>;

/** Layouts of the app layer, by name, so the route tables stay free of React. */
export type LayoutName = 'session' | 'account' | 'shell';

type Params = Readonly<Record<string, string | undefined>>;

/** The URL a redirect leaves. */
interface RedirectFrom {
  pathname: string;
  /** With its `?`, or empty. */
  search: string;
}

/**
 * One route of a route set, as data: the router renders it (routes/elements.tsx) and the
 * preloader (src/preload.ts) finds the chunks of the URL being opened from the same table.
 */
export interface AppRoute {
  path?: string;
  index?: boolean;
  /** The screen, loaded on demand (with children: a screen that lays them out). */
  page?: LoadPage;
  layout?: LayoutName;
  /** Where the path leads instead: a path, or one built from the URL's parameters and location. */
  redirect?: string | ((params: Params, location: RedirectFrom) => string);
  children?: AppRoute[];
}
