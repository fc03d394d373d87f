import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ERASED_ON_DELETION, KEPT_AFTER_DELETION, webPaths } from '@game-assist/contracts/rules';
import { STORAGE_KEYS } from '#web/lib/session/token-storage.ts';
import { renderRoutes } from '#web/test/render.tsx';
import { DPO_EMAIL, PRIVACY_SECTIONS } from './privacy-policy-data';
import PrivacyPolicyScreen from './privacy-policy-screen';

function renderPolicy() {
  renderRoutes([{ path: webPaths.privacyPolicy, element: <PrivacyPolicyScreen /> }], { at: webPaths.privacyPolicy });
  const list = screen.getByRole('list');
  return { list, text: list.textContent ?? '' };
}

describe('Privacy policy', () => {
  it('is a numbered list with one heading per section', () => {
    const { list } = renderPolicy();
    expect(list.tagName).toBe('OL');
    const sections = within(list).getAllByRole('listitem');
    expect(sections).toHaveLength(PRIVACY_SECTIONS.length);
    expect(sections.map((section) => within(section).getByRole('heading', { level: 2 }).textContent)).toEqual(
      PRIVACY_SECTIONS.map((section) => section.title),
    );
  });

  it('gives the LGPD legal bases, the encarregado and how to reach them, and international transfers', () => {
    const { text } = renderPolicy();
    expect(screen.getByRole('heading', { name: 'Bases legais (Art. 7º da LGPD)' })).toBeInTheDocument();
    for (const basis of ['Art. 7º, I)', 'Art. 7º, II)', 'Art. 7º, V)', 'Art. 7º, IX)']) expect(text).toContain(basis);
    expect(screen.getByRole('heading', { name: /Encarregado \(DPO\)/ })).toBeInTheDocument();
    expect(text).toContain(DPO_EMAIL);
    expect(screen.getByRole('heading', { name: 'Transferência internacional de dados' })).toBeInTheDocument();
    expect(text).toContain('Art. 33');
  });

  it('names the third parties the app calls', () => {
    const { text } = renderPolicy();
    for (const party of [
      'Provedor de pagamento',
      'Provedor de SMS',
      'Serviço de push do seu navegador',
      'Consulta de localização por IP',
      'Redes sociais (Instagram, TikTok)',
      'Armazenamento de arquivos dos parceiros',
      'Provedor de e-mail',
    ]) {
      expect(screen.getByText(party)).toBeInTheDocument();
    }
    expect(text).toContain('só são carregadas quando você pede');
  });

  it('names every key the app keeps in localStorage and why', () => {
    renderPolicy();
    const stored = screen.getByRole('heading', { name: 'O que fica guardado no seu navegador' }).closest('li')!;
    for (const key of Object.values(STORAGE_KEYS)) {
      const term = within(stored).getByText(key, { selector: 'dt' });
      expect(term.nextElementSibling?.textContent?.length ?? 0).toBeGreaterThan(40);
    }
    expect(within(stored).getByText('persist:root', { selector: 'dt' })).toBeInTheDocument();
  });

  it('says what is held, why and for how long, as docs/privacy.md does', () => {
    renderPolicy();
    const held = screen.getByRole('heading', { name: 'O que guardamos, por quê e por quanto tempo' }).closest('li')!;
    const text = (term: RegExp) => within(held).getByText(term, { selector: 'dt' }).nextElementSibling?.textContent;
    expect(text(/^Conta:/)).toContain('7 dias');
    expect(text(/^Cobranças e recibos/)).toContain('5 anos');
    expect(text(/^Cancelamentos/)).toContain('o motivo é apagado na exclusão');
    expect(text(/^Reembolsos/)).toContain('a chave é apagada assim que o dinheiro é devolvido');
    expect(text(/^Notificações$/)).toContain('1 ano');
    expect(text(/^Aparelhos conectados/)).toContain('30 dias');
    expect(text(/^Códigos de uso único/)).toContain('10 minutos');
    expect(text(/^Registros de acesso/)).toContain('6 meses');
    for (const kind of [/^Perfil:/, /^Assinatura:/, /^Atendimentos:/, /^Chaves de acesso/, /^Consentimentos:/]) {
      expect(text(kind)?.length ?? 0).toBeGreaterThan(20);
    }
  });

  it('tells how to use each right in the app, Perfil > Meus dados, deletion in the words the screen uses', () => {
    renderPolicy();
    const rights = screen.getByRole('heading', { name: 'Seus direitos e como usá-los no app' }).closest('li')!;
    expect(rights).toHaveTextContent('Perfil > Meus dados');
    for (const right of [
      'Ver e baixar seus dados',
      'Corrigir',
      'Aparelhos conectados',
      'Dar ou retirar consentimentos',
    ]) {
      expect(within(rights).getByText(right, { selector: 'dt' })).toBeInTheDocument();
    }
    const deletion = within(rights).getByText('Excluir sua conta', { selector: 'dt' }).nextElementSibling?.textContent;
    for (const line of [...ERASED_ON_DELETION, ...KEPT_AFTER_DELETION]) expect(deletion).toContain(line);
  });
});
