import { describe, expect, it } from 'vitest';
import { scaleOf } from '@fiz/core/scaling';
import { recipePdfUrl } from './recipePdf';

describe('recipePdfUrl', () => {
  it('carries no name or email: the server names the signed-in cook', () => {
    expect(recipePdfUrl(12)).toBe('/generate-recipe-pdf/12');
  });

  it('asks for the amounts the print page shows, when they are not as written', () => {
    expect(recipePdfUrl(12, scaleOf('0.5'))).toBe('/generate-recipe-pdf/12?scale=0.5');
    expect(recipePdfUrl(12, scaleOf('1'))).toBe('/generate-recipe-pdf/12');
  });
});
