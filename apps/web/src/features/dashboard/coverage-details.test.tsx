import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { coverageFixture } from '#web/test/fixtures.ts';
import { iconNameFor } from './benefit-icon';
import { CoverageDetails } from './coverage-details';
import { AffiliateBio, embedUrl } from './affiliate-bio';

const empty = coverageFixture({ _id: 'x' });

const value = (label: string) => screen.getAllByText(label)[0]!.nextElementSibling?.textContent;

describe('CoverageDetails', () => {
  it("shows 'Loading...' while the coverage is missing", () => {
    render(<CoverageDetails coverage={null} />);
    expect(screen.getByText('Loading...')).toBeInTheDocument();
  });

  it('falls back field by field', () => {
    render(<CoverageDetails coverage={empty} />);
    expect(screen.getByRole('heading', { name: 'N/A' })).toBeInTheDocument();
    expect(value('Tipo de cobertura')).toBe('N/A');
    expect(value('Valor da cobertura')).toBe('N/A');
    expect(value('Limite de uso')).toBe('No limit');
    expect(value('Carência')).toBe('0 days');
    expect(value('Serviços incluídos')).toBe('N/A');
    expect(value('Exclusões')).toBe('None');
    expect(value('Beneficiários')).toBe('N/A');
    expect(value('Como ativar')).toBe('N/A');
    expect(screen.getByText('Prestador')).toBeInTheDocument();
    expect(screen.getByText('Política de cancelamento')).toBeInTheDocument();
    // Without rules (nothing to request) and without a phone, there is nothing to tap.
    expect(screen.queryByRole('button', { name: 'Solicitar Atendimento' })).toBeNull();
  });

  it('says what it costs without the subscription and with it (#68)', () => {
    const { rerender } = render(
      <CoverageDetails
        coverage={{ ...empty, pricing: { withoutCents: 15000, with: { kind: 'incluido', count: 1, period: 'mes' } } }}
      />,
    );
    expect(value('Sem a assinatura')).toBe('R$\u00a0150,00');
    expect(value('Com a assinatura')).toBe('incluído (1 por mês)');
    rerender(
      <CoverageDetails
        coverage={{ ...empty, pricing: { withoutCents: null, with: { kind: 'desconto', percent: 20 } } }}
      />,
    );
    expect(screen.queryByText('Sem a assinatura')).toBeNull();
    expect(value('Com a assinatura')).toBe('20 % de desconto');
    rerender(
      <CoverageDetails
        coverage={{ ...empty, pricing: { withoutCents: 35000, with: { kind: 'preco', cents: 12000 } } }}
      />,
    );
    expect(value('Com a assinatura')).toBe('R$\u00a0120,00');
    rerender(<CoverageDetails coverage={empty} />);
    expect(screen.queryByText('Com a assinatura')).toBeNull();
  });

  it('shows real values and a support call link', () => {
    render(
      <CoverageDetails
        coverage={{
          ...empty,
          benefitName: 'Assistência Funeral',
          coverageAmount: 'Até R$ 5000,00',
          usageLimit: 'Reembolso de até R$ 1200 por ano',
          waitingPeriod: '24 horas úteis',
          exclusions: ['Jazigo perpétuo'],
          supportContact: { phone: '0800 777 1020', email: 'a@b.com', appLink: 'https://app' },
        }}
      />,
    );
    // Amounts in reais go through Intl pt-BR (a no-break space after R$, thousand points).
    expect(value('Valor da cobertura')).toBe('Até R$\u00a05.000,00');
    expect(value('Limite de uso')).toBe('Reembolso de até R$\u00a01.200,00 por ano');
    expect(value('Carência')).toBe('24 horas úteis');
    expect(value('Exclusões')).toBe('Jazigo perpétuo');
    expect(screen.getByRole('link', { name: 'Solicitar Atendimento' })).toHaveAttribute('href', 'tel:08007771020');
  });
});

describe('AffiliateBio', () => {
  it('renders stored markup in bios and titles as text, with bold runs', () => {
    const { container } = render(
      <AffiliateBio
        affiliateName="Lara"
        profile={{
          name: 'Lara <img src=x onerror=alert(1)>',
          bio: ['Sou a **Lara** <script>alert(1)</script>'],
          highlights: [{ url: 'https://www.instagram.com/p/abc/', title: '<b>oi</b>' }],
          partnerDetails: { verifiedStatus: 'Verificado', partnership: 'Parceiro oficial' },
          avatar: null,
        }}
      />,
    );
    expect(container.querySelector('script, img, b')).toBeNull();
    expect(screen.getByRole('heading', { name: 'Bio' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Feed' })).toBeInTheDocument();
    expect(container.querySelector('strong')?.textContent).toBe('Lara');
    expect(screen.getByRole('link', { name: '<b>oi</b>' })).toHaveAttribute('rel', 'noopener noreferrer');
    expect(container.querySelector('iframe')).toBeNull();
    expect(screen.getByText('Verificado · Parceiro oficial')).toBeInTheDocument();
  });

  it('knows how to embed Instagram and TikTok posts, and nothing else', () => {
    expect(embedUrl('https://www.instagram.com/p/C8abc/')).toBe('https://www.instagram.com/p/C8abc/embed');
    expect(embedUrl('https://www.tiktok.com/@lara/video/123')).toBe('https://www.tiktok.com/embed/v2/123');
    expect(embedUrl('javascript:alert(1)')).toBeNull();
    expect(embedUrl('https://evil.example/p/x/')).toBeNull();
  });
});

describe('benefit icons', () => {
  it('has an icon per known benefit and a question mark otherwise', () => {
    expect(iconNameFor('Telemedicina')).toBe('health');
    expect(iconNameFor('Serviço de Transporte Especializado')).toBe('car');
    expect(iconNameFor('Algo novo')).toBe('question');
  });
});
