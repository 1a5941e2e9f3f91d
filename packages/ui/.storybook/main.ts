import { sourceResolve } from '@optwallet/vite-config';
import type { StorybookConfig } from '@storybook/react-vite';
import { mergeConfig } from 'vite';

const config: StorybookConfig = {
  stories: ['../src/**/*.mdx', '../src/**/*.stories.tsx'],
  addons: ['@storybook/addon-docs', '@storybook/addon-a11y', '@storybook/addon-vitest'],
  framework: { name: '@storybook/react-vite', options: {} },
  core: { disableTelemetry: true },
  // Workspace packages (@optwallet/domain) are read from source, as in the apps.
  viteFinal: (viteConfig) => mergeConfig(viteConfig, sourceResolve),
};

export default config;
