import { describe, expect, it } from 'vitest';
import { scaleOf } from '@fiz/core/scaling';
import { recipePdfUrl } from './recipePdf';

describe('recipePdfUrl', () => {
  it('names the cook in the query', () => {
    expect(recipePdfUrl(12, { user_name: 'Rosa', user_email: 'rosa@example.com' })).toBe(
      '/api/generate-recipe-pdf/12?userName=Rosa&userEmail=rosa%40example.com',
    );
  });

  it('encodes names that would otherwise break the query', () => {
    const url = new URL(recipePdfUrl(3, { user_name: 'Ana & Jo', user_email: 'a+b@example.com' }), 'http://fiz');
    expect(url.searchParams.get('userName')).toBe('Ana & Jo');
    expect(url.searchParams.get('userEmail')).toBe('a+b@example.com');
  });

  it('asks for the amounts the print page shows, when they are not as written', () => {
    const cook = { user_name: 'Rosa', user_email: 'rosa@example.com' };
    expect(new URL(recipePdfUrl(12, cook, scaleOf('0.5')), 'http://fiz').searchParams.get('scale')).toBe('0.5');
    expect(recipePdfUrl(12, cook, scaleOf('1'))).not.toContain('scale');
  });
});
