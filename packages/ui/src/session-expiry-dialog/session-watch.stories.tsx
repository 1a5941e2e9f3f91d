import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, waitFor } from 'storybook/test';
import { tokenIssuedAt } from '../internal/story-fixtures';
import { SessionWatch, type SessionWatchProps } from './session-watch';
import type { InactivityDeps } from './use-inactivity-session';

const MINUTE = 60_000;

interface DemoArgs extends Omit<SessionWatchProps, 'deps'> {
  /** How long ago the person last did something when the page loads. */
  idleSeconds: number;
  /** How old the access token is when the page loads. */
  tokenAgeHours: number;
}

/**
 * The watch with its storage in memory: `idleSeconds` sets the stored last activity (as another
 * tab or a reload would leave it), `tokenAgeHours` the access token's issue time.
 */
function SessionWatchDemo({ idleSeconds, tokenAgeHours, ...props }: DemoArgs) {
  const [deps] = useState<InactivityDeps>(() => {
    const loadedAt = Date.now();
    const storage = { lastActivity: loadedAt - idleSeconds * 1000 };
    const token = tokenIssuedAt(Math.floor((loadedAt - tokenAgeHours * 60 * MINUTE) / 1000));
    return {
      getAccessToken: () => token,
      getLastActivityTime: () => storage.lastActivity,
      setLastActivityTime: (ms) => {
        storage.lastActivity = ms;
      },
    };
  });
  return <SessionWatch {...props} deps={deps} />;
}

const meta = {
  title: 'Overlays/SessionWatch',
  component: SessionWatchDemo,
  parameters: {
    docs: {
      description: {
        component:
          'Spec §4 in a signed-in app: it renders nothing while the person is active; after the inactivity limit it opens the session-expiry dialog with the time really left, and it ends the session (once) when the countdown runs out, when they sign out there, or on load when the token is over 24 hours old or they were idle past limit plus warning. Activity in any tab counts (lastActivityTime is shared through storage). Here the limit is 15 minutes and the warning 5.',
      },
    },
  },
  args: {
    settings: { inactivityMinutes: 15, warningMs: 5 * MINUTE },
    idleSeconds: 15 * 60 + 10,
    tokenAgeHours: 1,
    title: 'Your session is about to expire',
    message: (countdown: string) =>
      `You’ll be logged out in ${countdown} seconds. Do you want to stay signed in?`,
    staySignedInLabel: 'Stay signed in',
    signOutLabel: 'Sign out',
    onLogout: fn(),
    onStaySignedIn: fn(),
  },
  // A control change is a new page load: a fresh watch over the new stored state.
  render: (args) => (
    <SessionWatchDemo
      key={`${args.idleSeconds}:${args.tokenAgeHours}:${JSON.stringify(args.settings)}`}
      {...args}
    />
  ),
  argTypes: {
    idleSeconds: { control: { type: 'number', min: 0, step: 10 } },
    tokenAgeHours: { control: { type: 'number', min: 0, step: 1 } },
    message: { control: false },
  },
} satisfies Meta<typeof SessionWatchDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Idle 15 min 10 s of a 15-minute limit: the warning opens with 4:50 left. */
export const WarnsAfterTheLimit: Story = {
  play: async ({ args }) => {
    const dialog = await screen.findByRole('alertdialog', {
      name: 'Your session is about to expire',
    });
    await expect(dialog).toHaveTextContent(/You’ll be logged out in 04:(4\d|50) seconds/);
    await expect(args.onLogout).not.toHaveBeenCalled();
  },
};

export const StayingSignedInRestartsTheSession: Story = {
  play: async ({ args, userEvent }) => {
    await userEvent.click(await screen.findByRole('button', { name: 'Stay signed in' }));
    await expect(args.onStaySignedIn).toHaveBeenCalledOnce();
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    await expect(args.onLogout).not.toHaveBeenCalled();
  },
};

export const SigningOutEndsTheSession: Story = {
  play: async ({ args, userEvent }) => {
    await userEvent.click(await screen.findByRole('button', { name: 'Sign out' }));
    await waitFor(() => expect(args.onLogout).toHaveBeenCalledOnce());
    await expect(args.onStaySignedIn).not.toHaveBeenCalled();
  },
};

/** A 3-second warning, so the end is seen: the session ends once, by itself. */
export const CountdownEndsTheSession: Story = {
  args: { settings: { inactivityMinutes: 15, warningMs: 3000 }, idleSeconds: 15 * 60 },
  play: async ({ args }) => {
    const dialog = await screen.findByRole('alertdialog');
    await expect(dialog).toHaveTextContent(/00:0[1-3]/);
    await waitFor(() => expect(args.onLogout).toHaveBeenCalledOnce(), { timeout: 6000 });
  },
};

/** Active a minute ago: nothing to show, nothing ends. */
export const ActiveSession: Story = {
  args: { idleSeconds: 60 },
  play: async ({ args }) => {
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await expect(screen.queryByRole('alertdialog')).toBeNull();
    await expect(args.onLogout).not.toHaveBeenCalled();
  },
};

/** A token issued 25 hours ago ends the session as the page loads, without a warning. */
export const TokenTooOldOnLoad: Story = {
  args: { idleSeconds: 0, tokenAgeHours: 25 },
  play: async ({ args }) => {
    await waitFor(() => expect(args.onLogout).toHaveBeenCalledOnce());
    await expect(screen.queryByRole('alertdialog')).toBeNull();
  },
};
