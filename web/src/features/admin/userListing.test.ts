import { describe, expect, it } from 'vitest';
import type { AdminUser } from '@fiz/core/admin';
import { accessLevelOf, stillExpiredNotice, USER_LIST_HEADERS, userRowCells } from './userListing';

describe('accessLevelOf', () => {
  it('reads the four levels whatever their case and spacing', () => {
    expect(accessLevelOf('member')).toBe('Member');
    expect(accessLevelOf(' ADMIN ')).toBe('Admin');
    expect(accessLevelOf('Life')).toBe('Life');
    expect(accessLevelOf('Free')).toBe('Free');
  });

  it('starts other text as Free', () => {
    expect(accessLevelOf('expired')).toBe('Free');
    expect(accessLevelOf('')).toBe('Free');
  });
});

describe('userRowCells', () => {
  const user: AdminUser = {
    user_id: 7,
    user_name: 'Maria',
    user_email: 'maria@example.com',
    status: 'Member',
    user_access: 'Member',
    user_joined_date: '2025-01-09',
    user_free_expiry_date: '2025-02-08',
    user_start_paid_date: '2025-02-01',
    user_end_paid_date: '2026-02-01',
    user_lapsed_member: false,
    user_expired: true,
  };

  it('gives one cell per column between User ID and Task, dates as dd-mm-yyyy', () => {
    const cells = userRowCells(user);
    expect(cells).toEqual([
      'Maria',
      'maria@example.com',
      'Member',
      '09-01-2025',
      '08-02-2025',
      '01-02-2025',
      '01-02-2026',
      'No',
      'Yes',
    ]);
    expect(cells).toHaveLength(USER_LIST_HEADERS.length - 2);
  });

  it('leaves dates the cook does not have empty', () => {
    const cells = userRowCells({ ...user, user_start_paid_date: null, user_end_paid_date: null });
    expect(cells.slice(5, 7)).toEqual(['', '']);
  });
});

describe('stillExpiredNotice', () => {
  const cook: AdminUser = {
    user_id: 8,
    user_name: 'Olek',
    user_email: 'olek@example.com',
    status: 'Expired',
    user_access: 'Free',
    user_joined_date: '2024-01-09',
    user_free_expiry_date: '2024-02-08',
    user_start_paid_date: '2024-02-01',
    user_end_paid_date: '2025-02-01',
    user_lapsed_member: true,
    user_expired: true,
  };

  it('says when the trial that keeps a saved cook Expired ended, and how to renew them', () => {
    expect(stillExpiredNotice(cook)).toBe(
      'Saved, but Olek is still Expired: their free trial ended on 08-02-2024. Set a later "Free trial ends", or make them a Member to give them a year.',
    );
  });

  it('says when the paid year of a lapsed Member ended, and how to renew them', () => {
    expect(stillExpiredNotice({ ...cook, user_access: 'Member' })).toBe(
      'Saved, but Olek is still Expired: their paid year ended on 01-02-2025. Tick "Start a new paid year today" to renew them.',
    );
  });

  it('says nothing when the save left the cook active', () => {
    expect(stillExpiredNotice({ ...cook, status: 'Member' })).toBeNull();
  });
});
