/** FAQ entries (sample data). */
export const FAQ_ENTRIES = [
  {
    question: 'Como uso um benefício?',
    answer:
      'Na tela inicial, toque na cobertura e siga o passo a passo de "Como ativar". Você também pode ligar para o contato de suporte do benefício.',
  },
  {
    question: 'Existe carência para usar as coberturas?',
    answer:
      'Algumas coberturas têm carência, indicada no campo "Carência" de cada uma delas. Quando não há carência (zero dias), você pode usar o benefício assim que a assinatura estiver ativa.',
  },
  {
    question: 'Como entro no app sem senha?',
    answer:
      'Informe seu e-mail na tela de login: enviamos um código de 6 dígitos que vale por 10 minutos e só pode ser usado uma vez.',
  },
  {
    question: 'Posso incluir dependentes?',
    answer: 'Várias coberturas atendem também os seus dependentes. Veja o campo "Beneficiários" de cada cobertura.',
  },
  {
    question: 'Como cancelo a assinatura?',
    answer:
      'Você pode cancelar a qualquer momento pela central de atendimento. As condições de cada benefício estão em "Política de cancelamento".',
  },
] as const;
