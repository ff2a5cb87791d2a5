import type { Preview } from '@storybook/react-webpack5';
import { DesignSystemProvider } from '../src/theme';
import { ToastRegion } from '../src/components/Toast/ToastRegion';

const preview: Preview = {
  globalTypes: {
    theme: {
      description: 'Design-system theme',
      toolbar: { title: 'Theme', icon: 'mirror', items: ['light', 'dark'], dynamicTitle: true },
    },
  },
  initialGlobals: { theme: 'light' },
  decorators: [
    (Story, context) => (
      <DesignSystemProvider theme={context.globals.theme === 'dark' ? 'dark' : 'light'}>
        <Story />
        <ToastRegion />
      </DesignSystemProvider>
    ),
  ],
  parameters: {
    // addon-a11y runs on every story; violations fail the story's test run ('error').
    a11y: { test: 'error' },
    controls: { matchers: { color: /(background|color)$/i, date: /Date$/i } },
  },
  tags: ['autodocs'],
};

export default preview;
