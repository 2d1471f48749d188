import { describe, expect, it } from 'vitest';
import { contentDisposition, pdfFilename } from './recipe-pdf-file.js';

describe('the PDF file name', () => {
  it('keeps the letters of any script, joined by hyphens', () => {
    expect(pdfFilename('Chicken tikka masala!')).toBe('chicken-tikka-masala.pdf');
    expect(pdfFilename('Μουσακάς')).toBe('μουσακάς.pdf');
    expect(pdfFilename('Köri soslu tavuklu patates topları')).toBe('köri-soslu-tavuklu-patates-topları.pdf');
    expect(pdfFilename('Şiş Kebap İzmir')).toBe('şiş-kebap-izmir.pdf');
    expect(pdfFilename('麻婆豆腐 Mapo Tofu 🌶️')).toBe('麻婆豆腐-mapo-tofu.pdf');
    expect(pdfFilename('!!! 🍕 ???')).toBe('recipe.pdf');
  });

  it('is given in the header in full, with a plain ASCII name beside it for old clients', () => {
    expect(contentDisposition('inline', 'crème-brûlée.pdf')).toBe(
      `inline; filename="creme-brulee.pdf"; filename*=UTF-8''cr%C3%A8me-br%C3%BBl%C3%A9e.pdf`,
    );
    expect(contentDisposition('inline', 'μουσακάς.pdf')).toBe(
      `inline; filename="recipe.pdf"; filename*=UTF-8''%CE%BC%CE%BF%CF%85%CF%83%CE%B1%CE%BA%CE%AC%CF%82.pdf`,
    );
    expect(contentDisposition('attachment', "o'brien.pdf")).toBe(
      `attachment; filename="o-brien.pdf"; filename*=UTF-8''o%27brien.pdf`,
    );
  });
});
