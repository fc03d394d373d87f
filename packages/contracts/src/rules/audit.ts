/** Every act the audit log records, `area.verbo`; a new audited act adds its line here. */
export const AUDIT_ACTIONS = [
  'cobranca.confirmar',
  'reembolso.concluir',
  'afiliados.extrato',
  'afiliado.convidar',
  'afiliado.aprovar-bio',
  'afiliado.registrar-pagamento',
  'assinante.consultar',
  'assinante.buscar',
  'assinante.revelar',
  'assinante.reenviar-recibo',
  'assinante.reenviar-pix',
  'assinante.reemitir-carteirinha',
  'assinante.cortesia',
  'assinante.encerrar-sessoes',
  'atendimento.atualizar',
  'atendimento.mensagem',
  'equipe.convidar',
  'equipe.papeis',
  'equipe.suspender',
  'equipe.reativar',
  'equipe.remover',
  'equipe.redefinir-chave',
  'equipe.reverificar',
  'catalogo.publicar',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/** How the desk names each action. */
export const AUDIT_ACTION_LABELS: Record<AuditAction, string> = {
  'cobranca.confirmar': 'Confirmou uma cobrança',
  'reembolso.concluir': 'Concluiu um reembolso',
  'afiliados.extrato': 'Baixou o extrato dos afiliados',
  'afiliado.convidar': 'Convidou um parceiro para a página dele',
  'afiliado.aprovar-bio': 'Aprovou a bio de um parceiro',
  'afiliado.registrar-pagamento': 'Registrou um pagamento a um parceiro',
  'assinante.consultar': 'Consultou dados de um assinante',
  'assinante.buscar': 'Buscou assinantes',
  'assinante.revelar': 'Viu o CPF e o telefone de um assinante',
  'assinante.reenviar-recibo': 'Reenviou o recibo a um assinante',
  'assinante.reenviar-pix': 'Reenviou o código PIX a um assinante',
  'assinante.reemitir-carteirinha': 'Reemitiu a carteirinha de um assinante',
  'assinante.cortesia': 'Concedeu dias de cortesia a um assinante',
  'assinante.encerrar-sessoes': 'Encerrou as sessões de um assinante',
  'atendimento.atualizar': 'Atualizou um atendimento',
  'atendimento.mensagem': 'Escreveu a um assinante',
  'equipe.convidar': 'Convidou alguém para a equipe',
  'equipe.papeis': 'Mudou os papéis de alguém da equipe',
  'equipe.suspender': 'Suspendeu alguém da equipe',
  'equipe.reativar': 'Reativou alguém da equipe',
  'equipe.remover': 'Removeu alguém da equipe',
  'equipe.redefinir-chave': 'Redefiniu a chave de acesso de alguém',
  'equipe.reverificar': 'Confirmou a própria chave de acesso',
  'catalogo.publicar': 'Publicou o catálogo',
};

/** The audit log's retention when AUDIT_RETENTION_YEARS is not set (docs/privacy.md). */
export const AUDIT_RETENTION_YEARS_DEFAULT = 5;
