import type { Decorator, Preview } from '@storybook/react-vite';
import { useEffect, type ReactNode } from 'react';
import { configure } from 'storybook/test';
import '../src/styles/index.css';

// CI shares two cores with other jobs: give findBy/waitFor room beyond the 1 s default.
configure({ asyncUtilTimeout: 5000 });

type Theme = 'light' | 'dark';

/** Sets data-theme on <html>, the same switch the apps use. */
function ThemeRoot({ theme, children }: { theme: Theme; children: ReactNode }) {
  useEffect(() => {
    document.documentElement.dataset.theme = theme;
  }, [theme]);
  return children;
}

const withTheme: Decorator = (Story, context) => (
  <ThemeRoot theme={(context.globals.theme as Theme | undefined) ?? 'light'}>
    <Story />
  </ThemeRoot>
);

const preview: Preview = {
  tags: ['autodocs'],
  decorators: [withTheme],
  globalTypes: {
    theme: {
      description: 'Colour theme',
      toolbar: {
        title: 'Theme',
        icon: 'mirror',
        items: [
          { value: 'light', title: 'Light', icon: 'sun' },
          { value: 'dark', title: 'Dark', icon: 'moon' },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { theme: 'light' },
  parameters: {
    options: { storySort: { order: ['Introduction', 'Foundations', '*'] } },
    layout: 'padded',
    controls: { expanded: true, matchers: { color: /(background|color)$/i, date: /Date$/i } },
    // Every story runs axe in the test run; any violation fails it.
    a11y: { test: 'error' },
    viewport: {
      options: {
        narrow: { name: 'Narrow phone (390)', styles: { width: '390px', height: '844px' } },
        tablet: { name: 'Tablet (1023)', styles: { width: '1023px', height: '900px' } },
        desktop: { name: 'Desktop (1280)', styles: { width: '1280px', height: '900px' } },
      },
    },
  },
};

export default preview;
