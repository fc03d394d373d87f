import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { BoldText } from './bold-text';

describe('BoldText', () => {
  it('makes text between double asterisks bold', () => {
    const { container } = render(<BoldText text="Oi, eu sou a **Lara** e falo de **tecnologia**!" />);
    expect(container.innerHTML).toBe('Oi, eu sou a <strong>Lara</strong> e falo de <strong>tecnologia</strong>!');
  });

  it('leaves unmatched asterisks as they are', () => {
    const { container } = render(<BoldText text="5 ** 2 é potência" />);
    expect(container.textContent).toBe('5 ** 2 é potência');
    expect(container.querySelector('strong')).toBeNull();
  });

  it('renders script and markup payloads as plain text', () => {
    const payload = '<img src=x onerror="alert(1)"> **<script>alert(2)</script>**';
    const { container } = render(<BoldText text={payload} />);
    expect(container.querySelector('script, img')).toBeNull();
    expect(container.textContent).toBe('<img src=x onerror="alert(1)"> <script>alert(2)</script>');
    expect(container.querySelector('strong')?.textContent).toBe('<script>alert(2)</script>');
  });
});
