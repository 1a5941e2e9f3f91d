import { describe, expect, it } from 'vitest';
import { CATALOGUE_EN, interpolate, translate } from './catalogue';

describe('translate', () => {
  it('fills the session-expiry countdown into the exact dialog body', () => {
    expect(translate('expire_session.body', { 'mm:ss': '04:59' })).toBe(
      'You’ll be logged out in 04:59 seconds. Do you want to stay signed in?',
    );
  });

  it('fills counts, sizes and types', () => {
    expect(translate('validation.min_chars', { count: 8 })).toBe('Minimum 8 characters');
    expect(translate('validation.file_size_max', { size: '4MB' })).toBe(
      'File size must be under 4MB',
    );
    expect(translate('validation.file_type', { types: 'PNG, JPEG, JPG' })).toBe(
      'File type must be one of PNG, JPEG, JPG',
    );
  });

  it('returns texts without placeholders unchanged', () => {
    expect(translate('contacts.search_min')).toBe(
      'Please search atleast 4 characters for a contacts',
    );
  });
});

describe('interpolate', () => {
  it('leaves a placeholder without a value visible', () => {
    expect(interpolate('Minimum {count} characters')).toBe('Minimum {count} characters');
  });
});

describe('the catalogue', () => {
  it.each([
    ['error.page_not_found', 'Page Not Found'],
    ['error.app_load', 'Unable to Load Application'],
    ['error.request_cancelled', 'Request was cancelled'],
    ['error.server', 'Something went wrong. Please try again later.'],
    ['error.unknown', 'An unknown error occurred'],
    ['error.validation', 'Validation error'],
    ['error.max_retries', 'Max retries exceeded. Please log in again.'],
    ['error.invalid_refresh_token', 'Invalid refresh token'],
    ['error.no_route', 'No route matches URL'],
    ['error.something_went_wrong', 'Something Went Wrong!'],
    ['error.could_not_process', "We couldn't process this time. Please try again later."],
    ['error.transaction_failed', "We couldn't process your transaction this time"],
    ['error.validator_create_failed', 'Failed to create validator'],
    ['error.wallet_key_update_failed', 'Failed to update wallet key, please try again.'],
    ['error.crop_failed', 'Failed to crop image'],
    ['error.sync_failed', "We couldn't process your sync request."],
    ['error.qr_download_failed', 'Failed to download QR'],
    ['validation.seed_invalid', 'Invalid seed phrase.'],
    ['toast.user_followed', 'User Followed successfully'],
    ['toast.user_unfollowed', 'User Unfollowed successfully'],
    ['toast.contact_invited', 'Contact invited successfully'],
    ['toast.invite_link_copied', 'Invite link copied to clipboard'],
    ['toast.copied', 'Copied!'],
  ] as const)('holds %s exactly as the spec quotes it', (key, text) => {
    expect(CATALOGUE_EN[key]).toBe(text);
  });

  it('has no empty text', () => {
    for (const text of Object.values(CATALOGUE_EN)) expect(text.trim()).not.toBe('');
  });
});
