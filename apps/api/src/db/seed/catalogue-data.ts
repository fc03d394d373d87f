/** The seeded catalogue (docs/product.md, 'The seeded catalogue'); provider names and contacts are fictional. */

import type { CoveragePricing, CoverageRules } from '@game-assist/contracts';

export interface SeedCoverage {
  benefitName: string;
  coverageType: string;
  coverageAmount: string;
  usageLimit: string | null;
  waitingPeriod: string | null;
  /** The texts above as the rules the API enforces, and the business days to answer: 5, or 10 for complex cases. */
  rules: CoverageRules;
  pricing?: CoveragePricing;
  includedServices: string[];
  exclusions: string[];
  eligibleBeneficiaries: string[];
  provider: { type: string; name: string; contact: { phone: string; email: string; website: string } };
  activationProcess: string;
  supportContact: { phone: string; email: string; appLink: string };
  benefitDuration: string;
  adjustmentRules: string;
  cancellationPolicy: { terms: string; penalty: string };
}

export interface SeedCategory {
  /** The spec's English name in kebab-case: the category's id and its stable `slug` in the API. */
  slug: string;
  /** What a person reads, in Portuguese. */
  name: string;
  /** The spec's name ('life balance'), which databases seeded before 2026-12-01 hold as `name`. */
  specName: string;
  description: string;
  coverages: SeedCoverage[];
}

const APP = 'https://app.gameassist.com.br';
const TERM_12 = 'Vigente por 12 meses, renovado automaticamente com a assinatura.';
const IPCA = 'Limites e valores reajustados anualmente pelo IPCA na data de aniversário da assinatura.';
const CANCEL = {
  terms: 'O benefício pode ser cancelado a qualquer momento junto com a assinatura, pelo app ou pela central.',
  penalty: 'Sem multa de cancelamento.',
};
const CANCEL_ANNUAL = {
  terms: 'No plano anual, o cancelamento antes de 12 meses devolve o valor proporcional aos meses não usados.',
  penalty: 'Multa de 10% sobre o saldo restante do plano anual.',
};

type Usage = CoverageRules['usage'];
type Waiting = NonNullable<CoverageRules['waiting']>;
const UNLIMITED: Usage = { kind: 'ilimitado' };
const uses = (count: number, period: 'mes' | 'ano' | 'vida', per: 'pessoa' | 'assinatura'): Usage => ({
  kind: 'quantidade',
  count,
  period,
  per,
});
const hours = (amount: number): Waiting => ({ amount, unit: 'horas-uteis' });
const days = (amount: number): Waiting => ({ amount, unit: 'dias-uteis' });

interface Company {
  name: string;
  phone: string;
  domain: string;
}

/** A coverage as the table words it: `coverage` makes the rules, the waiting text and the contacts of it. */
interface CoverageEntry extends Omit<
  SeedCoverage,
  'waitingPeriod' | 'rules' | 'provider' | 'supportContact' | 'benefitDuration' | 'cancellationPolicy'
> {
  usage: Usage;
  waiting: Waiting | null;
  responseDays?: number;
  provider: { company: Company; type: string; mailbox: string };
  support: { mailbox: string; app: string };
  cancellationPolicy?: SeedCoverage['cancellationPolicy'];
}

function coverage({
  usage,
  waiting,
  responseDays = 5,
  provider: { company, type, mailbox },
  support,
  cancellationPolicy = CANCEL,
  ...entry
}: CoverageEntry): SeedCoverage {
  return {
    ...entry,
    waitingPeriod: waiting && `${waiting.amount} ${waiting.unit === 'horas-uteis' ? 'horas úteis' : 'dias úteis'}`,
    rules: { usage, waiting, responseDays },
    provider: {
      type,
      name: company.name,
      contact: {
        phone: company.phone,
        email: `${mailbox}@${company.domain}`,
        website: `https://www.${company.domain}`,
      },
    },
    supportContact: {
      phone: company.phone,
      email: `${support.mailbox}@${company.domain}`,
      appLink: `${APP}/${support.app}`,
    },
    benefitDuration: TERM_12,
    cancellationPolicy,
  };
}

/** The providers: their e-mail addresses are mailboxes at `domain`, their site www.`domain`. */
const VIVABEM: Company = { name: 'VivaBem Telessaúde', phone: '0800 721 4455', domain: 'vivabemtelessaude.com.br' };
const HORIZONTE: Company = { name: 'Clínicas Horizonte', phone: '(11) 3322-8100', domain: 'clinicashorizonte.com.br' };
const ACOLHER: Company = { name: 'Acolher Saúde Mental', phone: '0800 600 2040', domain: 'acolhersaude.com.br' };
const PETVIDA: Company = { name: 'PetVida Assistência', phone: '0800 880 3131', domain: 'petvida.com.br' };
const TECNOAJUDA: Company = { name: 'TecnoAjuda Soluções', phone: '0800 555 0190', domain: 'tecnoajuda.com.br' };
const CONECTAFACIL: Company = { name: 'ConectaFácil', phone: '(21) 4003-7788', domain: 'conectafacil.com.br' };
const SABER_DIGITAL: Company = {
  name: 'Saber Digital Academia',
  phone: '(31) 3555-2020',
  domain: 'saberdigital.com.br',
};
const ESCUDO: Company = { name: 'Escudo Seguros Digitais', phone: '0800 400 9090', domain: 'escudodigital.com.br' };
const SENTINELA: Company = { name: 'Sentinela Cyber', phone: '(11) 4020-3344', domain: 'sentinelacyber.com.br' };
const ORGANIZA: Company = {
  name: 'Organiza+ Serviços Digitais',
  phone: '(41) 3030-4545',
  domain: 'organizamais.com.br',
};
const AMPARO: Company = {
  name: 'Amparo Assistência Familiar',
  phone: '0800 777 1020',
  domain: 'amparofamiliar.com.br',
};
const LIMA_BARROS: Company = {
  name: 'Lima & Barros Advogados Associados',
  phone: '(11) 3088-6600',
  domain: 'limabarros.com.br',
};
const LEGADO_DIGITAL: Company = {
  name: 'Legado Digital Brasil',
  phone: '(48) 3200-1122',
  domain: 'legadodigital.com.br',
};
const FARMAMAIS: Company = { name: 'FarmaMais Benefícios', phone: '0800 303 2222', domain: 'farmamais.com.br' };
const CASASEGURA: Company = {
  name: 'CasaSegura Assistência 24h',
  phone: '0800 950 4000',
  domain: 'casasegura24h.com.br',
};
const MOVICARE: Company = { name: 'MoviCare Transportes', phone: '0800 282 1515', domain: 'movicare.com.br' };
const PRIMECLASS: Company = {
  name: 'Primeclass Concierge',
  phone: '(11) 4118-9000',
  domain: 'primeclassconcierge.com.br',
};

export const seedCategories: SeedCategory[] = [
  {
    slug: 'life-balance',
    name: 'Saúde e bem-estar',
    specName: 'life balance',
    description: 'Saúde física e emocional, bem-estar e cuidado com quem você ama, inclusive o seu pet.',
    coverages: [
      coverage({
        benefitName: 'Telemedicina',
        pricing: { withoutCents: 15000, with: { kind: 'incluido', count: 1, period: 'mes' } },
        coverageType: 'Assistência',
        coverageAmount: 'Consultas com clínico geral sem custo adicional',
        usageLimit: '1 consulta por mês',
        usage: uses(1, 'mes', 'pessoa'),
        waiting: hours(48),
        includedServices: [
          'Consulta por vídeo com clínico geral',
          'Receita e atestado digitais',
          'Encaminhamento para especialista',
        ],
        exclusions: ['Atendimento de urgência e emergência', 'Exames laboratoriais e de imagem'],
        eligibleBeneficiaries: ['Titular', 'Dependentes'],
        provider: { company: VIVABEM, type: 'Rede de telessaúde', mailbox: 'atendimento' },
        activationProcess:
          'Abra o app, toque em Telemedicina e escolha um horário; o link da consulta chega por e-mail.',
        support: { mailbox: 'suporte', app: 'telemedicina' },
        adjustmentRules: 'Consultas não usadas no mês não se acumulam para o mês seguinte.',
      }),
      coverage({
        benefitName: 'Consulta com Especialistas',
        pricing: { withoutCents: 35000, with: { kind: 'preco', cents: 12000 } },
        coverageType: 'Desconto',
        coverageAmount: 'Até 50% de desconto em consultas presenciais',
        usageLimit: '4 consultas por ano',
        usage: uses(4, 'ano', 'pessoa'),
        waiting: days(15),
        responseDays: 10,
        includedServices: [
          'Cardiologia, dermatologia, ginecologia, ortopedia e outras 20 especialidades',
          'Agendamento pela central',
        ],
        exclusions: ['Procedimentos cirúrgicos', 'Consultas fora da rede credenciada'],
        eligibleBeneficiaries: ['Titular', 'Dependentes'],
        provider: { company: HORIZONTE, type: 'Rede credenciada', mailbox: 'agenda' },
        activationProcess: 'Peça o agendamento pela central ou pelo app informando o CPF do titular.',
        support: { mailbox: 'sac', app: 'especialistas' },
        adjustmentRules: IPCA,
      }),
      coverage({
        benefitName: 'Rede de Apoio Emocional',
        coverageType: 'Assistência',
        coverageAmount: 'Sessões de acolhimento psicológico sem custo adicional',
        usageLimit: '4 sessões por mês',
        usage: uses(4, 'mes', 'pessoa'),
        waiting: hours(48),
        includedServices: [
          'Acolhimento psicológico por vídeo ou telefone',
          'Plantão de escuta 24 horas',
          'Orientação para tratamento continuado',
        ],
        exclusions: ['Tratamento psiquiátrico', 'Internação'],
        eligibleBeneficiaries: ['Titular'],
        provider: { company: ACOLHER, type: 'Clínica de psicologia', mailbox: 'contato' },
        activationProcess: 'Ligue para o plantão ou agende pelo app; o primeiro acolhimento acontece em até 24 horas.',
        support: { mailbox: 'ajuda', app: 'apoio-emocional' },
        adjustmentRules: 'Sessões não usadas no mês não se acumulam.',
      }),
      coverage({
        benefitName: 'Televeterinário',
        coverageType: 'Assistência',
        coverageAmount: 'Orientação veterinária por vídeo sem custo adicional',
        usageLimit: '2 consultas por mês',
        usage: uses(2, 'mes', 'assinatura'),
        waiting: hours(48),
        includedServices: [
          'Consulta por vídeo com médico-veterinário',
          'Orientação sobre vacinas e alimentação',
          'Indicação de clínica próxima',
        ],
        exclusions: ['Cirurgias', 'Medicamentos', 'Atendimento presencial'],
        eligibleBeneficiaries: ['Titular'],
        provider: { company: PETVIDA, type: 'Rede veterinária', mailbox: 'atendimento' },
        activationProcess: 'No app, toque em Televeterinário, cadastre o pet e escolha o horário da consulta.',
        support: { mailbox: 'suporte', app: 'televeterinario' },
        adjustmentRules: 'Consultas não usadas no mês não se acumulam.',
      }),
      coverage({
        benefitName: 'Cuidados com o Pet',
        coverageType: 'Assistência',
        coverageAmount: 'Até R$ 300,00 por acionamento',
        usageLimit: '2 acionamentos por ano',
        usage: uses(2, 'ano', 'assinatura'),
        waiting: days(5),
        includedServices: [
          'Leva e traz ao veterinário',
          'Hospedagem em caso de internação do titular',
          'Banho e tosa em emergência',
        ],
        exclusions: ['Animais silvestres ou exóticos', 'Doenças preexistentes do pet'],
        eligibleBeneficiaries: ['Titular'],
        provider: { company: PETVIDA, type: 'Rede veterinária', mailbox: 'atendimento' },
        activationProcess: 'Acione pela central 24 horas informando o nome do pet e o endereço do atendimento.',
        support: { mailbox: 'suporte', app: 'cuidados-pet' },
        adjustmentRules: IPCA,
      }),
    ],
  },
  {
    slug: 'tech-support',
    name: 'Suporte técnico',
    specName: 'tech support',
    description: 'Ajuda especializada para computadores, celulares e a casa conectada, a distância ou no local.',
    coverages: [
      coverage({
        benefitName: 'Suporte Técnico Remoto',
        coverageType: 'Serviço digital',
        coverageAmount: 'Atendimentos remotos sem custo adicional',
        usageLimit: '10 atendimentos por mês',
        usage: uses(10, 'mes', 'assinatura'),
        waiting: hours(48),
        includedServices: [
          'Instalação e configuração de programas',
          'Remoção de vírus',
          'Configuração de impressoras e roteadores',
        ],
        exclusions: ['Recuperação de dados de discos danificados', 'Software sem licença'],
        eligibleBeneficiaries: ['Titular', 'Dependentes'],
        provider: { company: TECNOAJUDA, type: 'Empresa de tecnologia', mailbox: 'remoto' },
        activationProcess: 'Abra um chamado no app; um técnico se conecta ao seu aparelho com a sua autorização.',
        support: { mailbox: 'suporte', app: 'suporte-remoto' },
        adjustmentRules: 'Atendimentos não usados no mês não se acumulam para o mês seguinte.',
      }),
      coverage({
        benefitName: 'Suporte Técnico Presencial',
        coverageType: 'Assistência',
        coverageAmount: 'Até R$ 250,00 por visita',
        usageLimit: '3 visitas por ano',
        usage: uses(3, 'ano', 'assinatura'),
        waiting: days(5),
        includedServices: [
          'Visita técnica em domicílio',
          'Instalação de TV, som e rede Wi-Fi',
          'Diagnóstico de equipamentos',
        ],
        exclusions: ['Peças e componentes', 'Equipamentos em garantia do fabricante'],
        eligibleBeneficiaries: ['Titular'],
        provider: { company: TECNOAJUDA, type: 'Empresa de tecnologia', mailbox: 'visitas' },
        activationProcess: 'Agende a visita pelo app ou pela central com 48 horas de antecedência.',
        support: { mailbox: 'suporte', app: 'suporte-presencial' },
        adjustmentRules: IPCA,
      }),
      coverage({
        benefitName: 'Suporte Online',
        coverageType: 'Serviço digital',
        coverageAmount: 'Chat com especialistas sem custo adicional',
        usageLimit: null,
        usage: UNLIMITED,
        waiting: null,
        includedServices: [
          'Chat das 8h às 22h, todos os dias',
          'Dúvidas sobre aplicativos e redes sociais',
          'Ajuda com compras e pagamentos online',
        ],
        exclusions: [],
        eligibleBeneficiaries: ['Titular', 'Dependentes'],
        provider: { company: CONECTAFACIL, type: 'Central de atendimento digital', mailbox: 'chat' },
        activationProcess: 'Toque em Suporte Online no app e inicie o chat.',
        support: { mailbox: 'ajuda', app: 'suporte-online' },
        adjustmentRules: 'Sem reajuste.',
      }),
      coverage({
        benefitName: 'Treinamentos Online',
        coverageType: 'Serviço digital',
        coverageAmount: 'Acesso livre à biblioteca de cursos',
        usageLimit: '2 cursos com certificado por mês',
        usage: uses(2, 'mes', 'pessoa'),
        waiting: hours(48),
        includedServices: [
          'Cursos de informática básica',
          'Segurança na internet',
          'Planilhas, edição de vídeo e produtividade',
        ],
        exclusions: ['Cursos de graduação ou pós-graduação'],
        eligibleBeneficiaries: ['Titular', 'Dependentes'],
        provider: { company: SABER_DIGITAL, type: 'Plataforma de ensino', mailbox: 'alunos' },
        activationProcess: 'Ative o acesso no app; o login da plataforma chega ao seu e-mail.',
        support: { mailbox: 'suporte', app: 'treinamentos' },
        adjustmentRules: 'O catálogo de cursos é atualizado todo trimestre.',
      }),
      coverage({
        benefitName: 'Sugestões e Atualizações Tecnológicas',
        coverageType: 'Consultoria',
        coverageAmount: 'Consultoria de compra e atualização sem custo adicional',
        usageLimit: '1 consultoria por mês',
        usage: uses(1, 'mes', 'assinatura'),
        waiting: days(5),
        includedServices: [
          'Indicação de aparelhos conforme o seu uso',
          'Alertas de atualização de sistemas',
          'Comparação de planos de internet e celular',
        ],
        exclusions: ['Compra dos equipamentos'],
        eligibleBeneficiaries: ['Titular'],
        provider: { company: TECNOAJUDA, type: 'Consultoria de tecnologia', mailbox: 'consultoria' },
        activationProcess: 'Peça a consultoria pelo app descrevendo o que você precisa.',
        support: { mailbox: 'suporte', app: 'sugestoes-tecnologicas' },
        adjustmentRules: 'Sem reajuste.',
      }),
    ],
  },
  {
    slug: 'digital-guardian',
    name: 'Segurança digital',
    specName: 'digital guardian',
    description: 'Proteção da sua identidade, dos seus dados e do seu dinheiro no mundo digital.',
    coverages: [
      coverage({
        benefitName: 'Proteção contra Fraudes Digitais',
        coverageType: 'Assistência',
        coverageAmount: 'Até R$ 2000,00 de reembolso por evento',
        usageLimit: '2 eventos por ano',
        usage: uses(2, 'ano', 'pessoa'),
        waiting: days(15),
        responseDays: 10,
        includedServices: [
          'Reembolso de compras fraudulentas',
          'Orientação jurídica para contestação',
          'Apoio no boletim de ocorrência',
        ],
        exclusions: ['Transferências feitas pelo próprio titular a golpistas conhecidos', 'Perdas com criptoativos'],
        eligibleBeneficiaries: ['Titular'],
        provider: { company: ESCUDO, type: 'Seguradora', mailbox: 'sinistros' },
        activationProcess:
          'Comunique a fraude em até 72 horas pelo app, com o boletim de ocorrência e os comprovantes.',
        support: { mailbox: 'atendimento', app: 'fraudes' },
        adjustmentRules: IPCA,
        cancellationPolicy: CANCEL_ANNUAL,
      }),
      coverage({
        benefitName: 'Monitoramento de Identidade',
        coverageType: 'Serviço digital',
        coverageAmount: 'Monitoramento contínuo do CPF e do e-mail',
        usageLimit: '1 CPF e até 3 e-mails monitorados',
        usage: uses(1, 'vida', 'pessoa'),
        waiting: hours(48),
        includedServices: [
          'Alerta de uso do CPF em cadastros',
          'Busca de dados vazados na internet',
          'Relatório mensal de exposição',
        ],
        exclusions: [],
        eligibleBeneficiaries: ['Titular'],
        provider: { company: SENTINELA, type: 'Empresa de cibersegurança', mailbox: 'alertas' },
        activationProcess: 'Confirme o CPF e o e-mail no app; os alertas começam em até 48 horas úteis.',
        support: { mailbox: 'suporte', app: 'monitoramento' },
        adjustmentRules: 'Sem reajuste.',
      }),
      coverage({
        benefitName: 'Agenda Pessoal Digital',
        coverageType: 'Serviço digital',
        coverageAmount: 'Assistente de agenda e lembretes sem custo adicional',
        usageLimit: 'Ilimitado',
        usage: UNLIMITED,
        waiting: hours(48),
        includedServices: [
          'Lembretes de contas, consultas e vacinas',
          'Cofre digital de documentos',
          'Compartilhamento com familiares',
        ],
        exclusions: ['Armazenamento acima de 5 GB'],
        eligibleBeneficiaries: ['Titular', 'Dependentes'],
        provider: { company: ORGANIZA, type: 'Plataforma digital', mailbox: 'contato' },
        activationProcess: 'Ative a agenda no app e conecte o seu e-mail para importar compromissos.',
        support: { mailbox: 'suporte', app: 'agenda' },
        adjustmentRules: 'Sem reajuste.',
      }),
    ],
  },
  {
    slug: 'legacy',
    name: 'Legado e família',
    specName: 'legacy',
    description: 'Planejamento e amparo para a sua família nos momentos que mais importam.',
    coverages: [
      coverage({
        benefitName: 'Assistência Funeral',
        coverageType: 'Assistência',
        coverageAmount: 'Até R$ 5000,00',
        usageLimit: '1 acionamento por beneficiário',
        usage: uses(1, 'vida', 'pessoa'),
        waiting: hours(24),
        includedServices: ['Organização completa da cerimônia', 'Urna, flores e translado', 'Apoio com a documentação'],
        exclusions: ['Despesas acima do limite contratado', 'Jazigo perpétuo'],
        eligibleBeneficiaries: ['Titular', 'Dependentes'],
        provider: { company: AMPARO, type: 'Assistência funeral', mailbox: 'plantao' },
        activationProcess: 'Ligue para o plantão 24 horas; um atendente organiza tudo com a família.',
        support: { mailbox: 'atendimento', app: 'funeral' },
        adjustmentRules: IPCA,
        cancellationPolicy: CANCEL_ANNUAL,
      }),
      coverage({
        benefitName: 'Planejamento Sucessório e Testamentos',
        coverageType: 'Consultoria',
        coverageAmount: 'Orientação jurídica e minuta de testamento sem custo adicional',
        usageLimit: '2 consultorias por ano',
        usage: uses(2, 'ano', 'assinatura'),
        waiting: days(15),
        responseDays: 10,
        includedServices: [
          'Consultoria com advogado especialista',
          'Minuta de testamento',
          'Orientação sobre inventário',
        ],
        exclusions: ['Custas de cartório', 'Ações judiciais'],
        eligibleBeneficiaries: ['Titular'],
        provider: { company: LIMA_BARROS, type: 'Escritório de advocacia', mailbox: 'sucessoes' },
        activationProcess: 'Agende a primeira conversa pelo app; ela acontece por vídeo em até 5 dias úteis.',
        support: { mailbox: 'atendimento', app: 'sucessao' },
        adjustmentRules: 'Sem reajuste.',
      }),
      coverage({
        benefitName: 'Gestão de Ativos Digitais',
        coverageType: 'Serviço digital',
        coverageAmount: 'Inventário e transferência de contas digitais',
        usageLimit: '1 inventário por ano',
        usage: uses(1, 'ano', 'assinatura'),
        waiting: days(5),
        responseDays: 10,
        includedServices: [
          'Inventário de contas, senhas e assinaturas',
          'Indicação de herdeiros digitais',
          'Encerramento de perfis após o falecimento',
        ],
        exclusions: ['Recuperação de criptoativos sem chaves registradas no cofre'],
        eligibleBeneficiaries: ['Titular'],
        provider: { company: LEGADO_DIGITAL, type: 'Plataforma digital', mailbox: 'contato' },
        activationProcess: 'Cadastre seus ativos no cofre do app e indique quem deve recebê-los.',
        support: { mailbox: 'suporte', app: 'ativos-digitais' },
        adjustmentRules: 'Sem reajuste.',
      }),
    ],
  },
  {
    slug: 'financial-support',
    name: 'Apoio financeiro',
    specName: 'financial support',
    description: 'Economia no dia a dia e ajuda com imprevistos da casa.',
    coverages: [
      coverage({
        benefitName: 'Descontos em Farmácia',
        pricing: { withoutCents: null, with: { kind: 'desconto', percent: 20 } },
        coverageType: 'Desconto',
        coverageAmount: 'Até 20% de desconto',
        usageLimit: null,
        usage: UNLIMITED,
        waiting: null,
        includedServices: [
          'Desconto em medicamentos de marca e genéricos',
          'Mais de 8 mil farmácias parceiras',
          'Entrega em casa em capitais',
        ],
        exclusions: ['Produtos de beleza e higiene', 'Medicamentos controlados sem receita'],
        eligibleBeneficiaries: ['Titular', 'Dependentes'],
        provider: { company: FARMAMAIS, type: 'Rede de farmácias', mailbox: 'beneficios' },
        activationProcess: 'Informe o CPF do titular no caixa de uma farmácia parceira.',
        support: { mailbox: 'sac', app: 'farmacia' },
        adjustmentRules: 'Os percentuais de desconto podem variar conforme o laboratório.',
      }),
      coverage({
        benefitName: 'Assistência Residencial',
        pricing: { withoutCents: 25000, with: { kind: 'incluido', count: 6, period: 'ano' } },
        coverageType: 'Assistência',
        coverageAmount: 'Até R$ 400,00 por acionamento',
        usageLimit: '6 acionamentos por ano',
        usage: uses(6, 'ano', 'assinatura'),
        waiting: hours(48),
        includedServices: ['Chaveiro', 'Eletricista e encanador', 'Vidraceiro e desentupimento'],
        exclusions: ['Reformas e obras', 'Peças e materiais acima do limite'],
        eligibleBeneficiaries: ['Titular'],
        provider: { company: CASASEGURA, type: 'Assistência 24 horas', mailbox: 'chamados' },
        activationProcess: 'Ligue para a central 24 horas e informe o problema e o endereço cadastrado.',
        support: { mailbox: 'atendimento', app: 'residencial' },
        adjustmentRules: IPCA,
        cancellationPolicy: CANCEL_ANNUAL,
      }),
    ],
  },
  {
    slug: 'transport',
    name: 'Transporte e conveniência',
    specName: 'transport',
    description: 'Deslocamento seguro e conveniência para resolver a sua rotina.',
    coverages: [
      coverage({
        benefitName: 'Serviço de Transporte Especializado',
        coverageType: 'Assistência',
        coverageAmount: 'Até R$ 150,00 por trajeto',
        usageLimit: '4 trajetos por ano',
        usage: uses(4, 'ano', 'pessoa'),
        waiting: days(5),
        includedServices: [
          'Transporte para consultas e exames',
          'Veículo adaptado para mobilidade reduzida',
          'Acompanhante sem custo',
        ],
        exclusions: ['Remoção em ambulância', 'Viagens intermunicipais acima de 50 km'],
        eligibleBeneficiaries: ['Titular', 'Dependentes'],
        provider: { company: MOVICARE, type: 'Transporte', mailbox: 'agenda' },
        activationProcess: 'Agende o trajeto pelo app com 24 horas de antecedência.',
        support: { mailbox: 'suporte', app: 'transporte' },
        adjustmentRules: IPCA,
      }),
      coverage({
        benefitName: 'Concierge',
        coverageType: 'Serviço',
        coverageAmount: 'Assistente pessoal sem custo adicional',
        usageLimit: '10 solicitações por mês',
        usage: uses(10, 'mes', 'assinatura'),
        waiting: hours(48),
        includedServices: [
          'Reservas em restaurantes e viagens',
          'Busca de prestadores de serviço',
          'Compra de ingressos',
        ],
        exclusions: ['Valor dos produtos e serviços contratados'],
        eligibleBeneficiaries: ['Titular'],
        provider: { company: PRIMECLASS, type: 'Concierge', mailbox: 'pedidos' },
        activationProcess: 'Faça o pedido pelo chat do app ou por telefone; a resposta chega em até 2 horas.',
        support: { mailbox: 'suporte', app: 'concierge' },
        adjustmentRules: 'Solicitações não usadas no mês não se acumulam.',
      }),
    ],
  },
];

export interface SeedAffiliate {
  affiliateId: string;
  affiliateName: string;
  status: string;
  profile: {
    canal: string;
    bio: string[];
    name: string;
    gender: string;
    age: number;
    occupation: string;
    description: string;
    highlights: { url: string; title: string }[];
    partnerDetails: { verifiedStatus: string; partnership: string };
    actions: { text: string; url: string }[];
    avatar: string;
  };
}

export const seedAffiliates: SeedAffiliate[] = [
  {
    affiliateId: 'aff-001',
    affiliateName: 'Lara Gamer',
    status: 'active',
    profile: {
      canal: 'Lara Gamer',
      name: 'Lara Gamer',
      gender: 'Feminino',
      age: 27,
      occupation: 'Criadora de conteúdo e streamer',
      description: 'Streamer de jogos de estratégia e apaixonada por tecnologia e bem-estar.',
      bio: [
        'Oi, eu sou a **Lara**! Faço lives de jogos de estratégia há seis anos e falo sobre **tecnologia e qualidade de vida** para quem passa muitas horas conectado.',
        'Escolhi o Game Assist porque ele cuida do que a gente esquece: **telemedicina, suporte técnico e proteção contra fraudes** num lugar só.',
        'Use o meu link e tenha a mesma tranquilidade que eu tenho para jogar, trabalhar e viver **sem preocupação**.',
      ],
      highlights: [
        { url: 'https://www.instagram.com/p/C8laragamer01/', title: 'Minha rotina de cuidados entre uma live e outra' },
        {
          url: 'https://www.tiktok.com/@laragamer/video/7301234567890123456',
          title: 'Como o suporte remoto salvou a minha live',
        },
        { url: 'https://www.instagram.com/p/C9laragamer02/', title: 'Três dicas para proteger as suas contas' },
      ],
      partnerDetails: { verifiedStatus: 'Verificado', partnership: 'Parceiro oficial Game Assist' },
      actions: [
        { text: 'Assine com o meu link', url: 'https://gameassist.com.br/?code=GAMEASSIST10&affiliate=aff-001' },
        { text: 'Siga no Instagram', url: 'https://www.instagram.com/laragamer/' },
      ],
      avatar: 'affiliates/aff-001/avatar.jpg',
    },
  },
];

export interface SeedAffiliateLink {
  linkId: string;
  affiliateId: string;
  planId: string;
  productName: string;
  url: string;
  expirationDate: string;
  status: 'active';
}

export const seedAffiliateLinks: SeedAffiliateLink[] = [
  {
    linkId: 'GAMEASSIST10',
    affiliateId: 'aff-001',
    planId: 'plan-black',
    productName: 'Game Assist',
    url: 'https://gameassist.com.br/?code=GAMEASSIST10&affiliate=aff-001',
    expirationDate: '2027-12-31',
    status: 'active',
  },
];

export interface SeedPlan {
  planId: string;
  name: string;
  type: string;
  description: string;
  pricing: { monthlyFee: number; annualFee: number; currency: string };
  benefits: { name: string; description: string }[];
  installments: string;
  pixPrice: string;
  /** What checkout charges, in centavos of BRL: the same prices the two lines above word. */
  pixPriceCents: number;
  installmentCount: number;
  installmentCents: number;
  sku: string;
  img: string;
  /** Dependants (up to 4) at no extra price (docs/product.md, 'Family'). */
  dependantsIncluded: boolean;
}

export const seedPlans: SeedPlan[] = [
  {
    planId: 'plan-black',
    name: 'Game Assist Black',
    type: 'Black',
    description: 'A assinatura completa: saúde, tecnologia, proteção digital e amparo para a família.',
    pricing: { monthlyFee: 79.99, annualFee: 899.99, currency: 'USD' },
    benefits: [
      { name: 'Telemedicina', description: 'Uma consulta por mês com clínico geral, por vídeo.' },
      { name: 'Suporte Técnico Remoto', description: 'Ajuda ilimitada com computador e celular.' },
      { name: 'Proteção contra Fraudes Digitais', description: 'Reembolso de compras fraudulentas.' },
      { name: 'Assistência Residencial', description: 'Seis acionamentos por ano para a sua casa.' },
      { name: 'Assistência Funeral', description: 'Amparo completo para a família, até R$ 5000,00.' },
    ],
    installments: '12x de R$ 10,90',
    pixPrice: 'R$ 129,90 à vista no PIX',
    pixPriceCents: 12990,
    installmentCount: 12,
    installmentCents: 1090,
    sku: 'GA-BLACK-001',
    img: 'plans/black.png',
    dependantsIncluded: true,
  },
];

export interface SeedAddon {
  sku: string;
  name: string;
  /** The spec's name, which databases seeded before 2026-12-01 hold as `name`. */
  specName: string;
  description: string;
  price: number;
  currency: string;
  /** Checkout's price for the year in centavos of BRL (12 x R$ 4,99 and 12 x R$ 2,99). */
  yearPriceCents: number;
  img: string;
}

export const seedAddons: SeedAddon[] = [
  {
    sku: 'GA-ADDON-DENTAL',
    name: 'Odontológico',
    specName: 'Dental',
    description: 'Consultas, limpeza e urgências odontológicas na rede credenciada.',
    price: 9.99,
    currency: 'USD',
    yearPriceCents: 5988,
    img: 'addons/dental.png',
  },
  {
    sku: 'GA-ADDON-VISION',
    name: 'Visão',
    specName: 'Vision',
    description: 'Exame de vista anual e desconto em óculos e lentes.',
    price: 5.99,
    currency: 'USD',
    yearPriceCents: 3588,
    img: 'addons/vision.png',
  },
];

export interface SeedUser {
  name: string;
  photo: string;
}

export const seedUsers: SeedUser[] = [
  { name: 'Ana Beatriz Souza', photo: 'users/1.jpg' },
  { name: 'Carlos Eduardo Lima', photo: 'users/2.jpg' },
  { name: 'Fernanda Oliveira', photo: 'users/3.jpg' },
  { name: 'João Pedro Santos', photo: 'users/4.jpg' },
  { name: 'Mariana Costa', photo: 'users/5.jpg' },
  { name: 'Rafael Almeida', photo: 'users/6.jpg' },
];
