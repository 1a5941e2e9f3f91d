import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { Tabs, TabsContent, TabsList, TabsTrigger } from './tabs';

const meta = {
  title: 'Navigation/Tabs',
  component: Tabs,
  args: { defaultValue: 'following', onValueChange: fn() },
  render: (args) => (
    <Tabs {...args}>
      <TabsList aria-label="Network">
        <TabsTrigger value="following">Following</TabsTrigger>
        <TabsTrigger value="followers">Followers</TabsTrigger>
        <TabsTrigger value="referrals">Referrals</TabsTrigger>
      </TabsList>
      <TabsContent value="following">People you follow.</TabsContent>
      <TabsContent value="followers">People who follow you.</TabsContent>
      <TabsContent value="referrals">People who joined with your link.</TabsContent>
    </Tabs>
  ),
} satisfies Meta<typeof Tabs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const KeyboardAndClick: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('tab', { name: 'Followers' }));
    await expect(args.onValueChange).toHaveBeenCalledWith('followers');
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('People who follow you.');
    await userEvent.keyboard('{ArrowRight}');
    const referrals = canvas.getByRole('tab', { name: 'Referrals' });
    await expect(referrals).toHaveFocus();
    await expect(referrals).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('joined with your link');
  },
};

export const Pill: Story = {
  render: (args) => (
    <Tabs {...args} defaultValue="send">
      <TabsList aria-label="Transfer" variant="pill" fullWidth>
        <TabsTrigger value="send">Send</TabsTrigger>
        <TabsTrigger value="receive">Receive</TabsTrigger>
      </TabsList>
      <TabsContent value="send">Send form</TabsContent>
      <TabsContent value="receive">Receive QR</TabsContent>
    </Tabs>
  ),
};

export const WithDisabledTab: Story = {
  render: (args) => (
    <Tabs {...args}>
      <TabsList aria-label="Network">
        <TabsTrigger value="following">Following</TabsTrigger>
        <TabsTrigger value="followers" disabled>
          Followers
        </TabsTrigger>
      </TabsList>
      <TabsContent value="following">People you follow.</TabsContent>
    </Tabs>
  ),
};

export const Narrow: Story = {
  globals: { viewport: { value: 'narrow', isRotated: false } },
  decorators: [(Story) => <div style={{ maxWidth: 240 }}>{Story()}</div>],
};
