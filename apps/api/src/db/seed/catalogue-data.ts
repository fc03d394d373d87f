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

export const seedCategories: SeedCategory[] = [
  {
    slug: 'life-balance',
    name: 'Saúde e bem-estar',
    specName: 'life balance',
    description: 'Saúde física e emocional, bem-estar e cuidado com quem você ama, inclusive o seu pet.',
    coverages: [
      {
        benefitName: 'Telemedicina',
        pricing: { withoutCents: 15000, with: { kind: 'incluido', count: 1, period: 'mes' } },
        coverageType: 'Assistência',
        coverageAmount: 'Consultas com clínico geral sem custo adicional',
        usageLimit: '1 consulta por mês',
        waitingPeriod: '48 horas úteis',
        rules: {
          usage: { kind: 'quantidade', count: 1, period: 'mes', per: 'pessoa' },
          waiting: { amount: 48, unit: 'horas-uteis' },
          responseDays: 5,
        },
        includedServices: [
          'Consulta por vídeo com clínico geral',
          'Receita e atestado digitais',
          'Encaminhamento para especialista',
        ],
        exclusions: ['Atendimento de urgência e emergência', 'Exames laboratoriais e de imagem'],
        eligibleBeneficiaries: ['Titular', 'Dependentes'],
        provider: {
          type: 'Rede de telessaúde',
          name: 'VivaBem Telessaúde',
          contact: {
            phone: '0800 721 4455',
            email: 'atendimento@vivabemtelessaude.com.br',
            website: 'https://www.vivabemtelessaude.com.br',
          },
        },
        activationProcess:
          'Abra o app, toque em Telemedicina e escolha um horário; o link da consulta chega por e-mail.',
        supportContact: {
          phone: '0800 721 4455',
          email: 'suporte@vivabemtelessaude.com.br',
          appLink: `${APP}/telemedicina`,
        },
        benefitDuration: TERM_12,
        adjustmentRules: 'Consultas não usadas no mês não se acumulam para o mês seguinte.',
        cancellationPolicy: CANCEL,
      },
      {
        benefitName: 'Consulta com Especialistas',
        pricing: { withoutCents: 35000, with: { kind: 'preco', cents: 12000 } },
        coverageType: 'Desconto',
        coverageAmount: 'Até 50% de desconto em consultas presenciais',
        usageLimit: '4 consultas por ano',
        waitingPeriod: '15 dias úteis',
        rules: {
          usage: { kind: 'quantidade', count: 4, period: 'ano', per: 'pessoa' },
          waiting: { amount: 15, unit: 'dias-uteis' },
          responseDays: 10,
        },
        includedServices: [
          'Cardiologia, dermatologia, ginecologia, ortopedia e outras 20 especialidades',
          'Agendamento pela central',
        ],
        exclusions: ['Procedimentos cirúrgicos', 'Consultas fora da rede credenciada'],
        eligibleBeneficiaries: ['Titular', 'Dependentes'],
        provider: {
          type: 'Rede credenciada',
          name: 'Clínicas Horizonte',
          contact: {
            phone: '(11) 3322-8100',
            email: 'agenda@clinicashorizonte.com.br',
            website: 'https://www.clinicashorizonte.com.br',
          },
        },
        activationProcess: 'Peça o agendamento pela central ou pelo app informando o CPF do titular.',
        supportContact: {
          phone: '(11) 3322-8100',
          email: 'sac@clinicashorizonte.com.br',
          appLink: `${APP}/especialistas`,
        },
        benefitDuration: TERM_12,
        adjustmentRules: IPCA,
        cancellationPolicy: CANCEL,
      },
      {
        benefitName: 'Rede de Apoio Emocional',
        coverageType: 'Assistência',
        coverageAmount: 'Sessões de acolhimento psicológico sem custo adicional',
        usageLimit: '4 sessões por mês',
        waitingPeriod: '48 horas úteis',
        rules: {
          usage: { kind: 'quantidade', count: 4, period: 'mes', per: 'pessoa' },
          waiting: { amount: 48, unit: 'horas-uteis' },
          responseDays: 5,
        },
        includedServices: [
          'Acolhimento psicológico por vídeo ou telefone',
          'Plantão de escuta 24 horas',
          'Orientação para tratamento continuado',
        ],
        exclusions: ['Tratamento psiquiátrico', 'Internação'],
        eligibleBeneficiaries: ['Titular'],
        provider: {
          type: 'Clínica de psicologia',
          name: 'Acolher Saúde Mental',
          contact: {
            phone: '0800 600 2040',
            email: 'contato@acolhersaude.com.br',
            website: 'https://www.acolhersaude.com.br',
          },
        },
        activationProcess: 'Ligue para o plantão ou agende pelo app; o primeiro acolhimento acontece em até 24 horas.',
        supportContact: {
          phone: '0800 600 2040',
          email: 'ajuda@acolhersaude.com.br',
          appLink: `${APP}/apoio-emocional`,
        },
        benefitDuration: TERM_12,
        adjustmentRules: 'Sessões não usadas no mês não se acumulam.',
        cancellationPolicy: CANCEL,
      },
      {
        benefitName: 'Televeterinário',
        coverageType: 'Assistência',
        coverageAmount: 'Orientação veterinária por vídeo sem custo adicional',
        usageLimit: '2 consultas por mês',
        waitingPeriod: '48 horas úteis',
        rules: {
          usage: { kind: 'quantidade', count: 2, period: 'mes', per: 'assinatura' },
          waiting: { amount: 48, unit: 'horas-uteis' },
          responseDays: 5,
        },
        includedServices: [
          'Consulta por vídeo com médico-veterinário',
          'Orientação sobre vacinas e alimentação',
          'Indicação de clínica próxima',
        ],
        exclusions: ['Cirurgias', 'Medicamentos', 'Atendimento presencial'],
        eligibleBeneficiaries: ['Titular'],
        provider: {
          type: 'Rede veterinária',
          name: 'PetVida Assistência',
          contact: {
            phone: '0800 880 3131',
            email: 'atendimento@petvida.com.br',
            website: 'https://www.petvida.com.br',
          },
        },
        activationProcess: 'No app, toque em Televeterinário, cadastre o pet e escolha o horário da consulta.',
        supportContact: { phone: '0800 880 3131', email: 'suporte@petvida.com.br', appLink: `${APP}/televeterinario` },
        benefitDuration: TERM_12,
        adjustmentRules: 'Consultas não usadas no mês não se acumulam.',
        cancellationPolicy: CANCEL,
      },
      {
        benefitName: 'Cuidados com o Pet',
        coverageType: 'Assistência',
        coverageAmount: 'Até R$ 300,00 por acionamento',
        usageLimit: '2 acionamentos por ano',
        waitingPeriod: '5 dias úteis',
        rules: {
          usage: { kind: 'quantidade', count: 2, period: 'ano', per: 'assinatura' },
          waiting: { amount: 5, unit: 'dias-uteis' },
          responseDays: 5,
        },
        includedServices: [
          'Leva e traz ao veterinário',
          'Hospedagem em caso de internação do titular',
          'Banho e tosa em emergência',
        ],
        exclusions: ['Animais silvestres ou exóticos', 'Doenças preexistentes do pet'],
        eligibleBeneficiaries: ['Titular'],
        provider: {
          type: 'Rede veterinária',
          name: 'PetVida Assistência',
          contact: {
            phone: '0800 880 3131',
            email: 'atendimento@petvida.com.br',
            website: 'https://www.petvida.com.br',
          },
        },
        activationProcess: 'Acione pela central 24 horas informando o nome do pet e o endereço do atendimento.',
        supportContact: { phone: '0800 880 3131', email: 'suporte@petvida.com.br', appLink: `${APP}/cuidados-pet` },
        benefitDuration: TERM_12,
        adjustmentRules: IPCA,
        cancellationPolicy: CANCEL,
      },
    ],
  },
  {
    slug: 'tech-support',
    name: 'Suporte técnico',
    specName: 'tech support',
    description: 'Ajuda especializada para computadores, celulares e a casa conectada, a distância ou no local.',
    coverages: [
      {
        benefitName: 'Suporte Técnico Remoto',
        coverageType: 'Serviço digital',
        coverageAmount: 'Atendimentos remotos sem custo adicional',
        usageLimit: '10 atendimentos por mês',
        waitingPeriod: '48 horas úteis',
        rules: {
          usage: { kind: 'quantidade', count: 10, period: 'mes', per: 'assinatura' },
          waiting: { amount: 48, unit: 'horas-uteis' },
          responseDays: 5,
        },
        includedServices: [
          'Instalação e configuração de programas',
          'Remoção de vírus',
          'Configuração de impressoras e roteadores',
        ],
        exclusions: ['Recuperação de dados de discos danificados', 'Software sem licença'],
        eligibleBeneficiaries: ['Titular', 'Dependentes'],
        provider: {
          type: 'Empresa de tecnologia',
          name: 'TecnoAjuda Soluções',
          contact: {
            phone: '0800 555 0190',
            email: 'remoto@tecnoajuda.com.br',
            website: 'https://www.tecnoajuda.com.br',
          },
        },
        activationProcess: 'Abra um chamado no app; um técnico se conecta ao seu aparelho com a sua autorização.',
        supportContact: {
          phone: '0800 555 0190',
          email: 'suporte@tecnoajuda.com.br',
          appLink: `${APP}/suporte-remoto`,
        },
        benefitDuration: TERM_12,
        adjustmentRules: 'Atendimentos não usados no mês não se acumulam para o mês seguinte.',
        cancellationPolicy: CANCEL,
      },
      {
        benefitName: 'Suporte Técnico Presencial',
        coverageType: 'Assistência',
        coverageAmount: 'Até R$ 250,00 por visita',
        usageLimit: '3 visitas por ano',
        waitingPeriod: '5 dias úteis',
        rules: {
          usage: { kind: 'quantidade', count: 3, period: 'ano', per: 'assinatura' },
          waiting: { amount: 5, unit: 'dias-uteis' },
          responseDays: 5,
        },
        includedServices: [
          'Visita técnica em domicílio',
          'Instalação de TV, som e rede Wi-Fi',
          'Diagnóstico de equipamentos',
        ],
        exclusions: ['Peças e componentes', 'Equipamentos em garantia do fabricante'],
        eligibleBeneficiaries: ['Titular'],
        provider: {
          type: 'Empresa de tecnologia',
          name: 'TecnoAjuda Soluções',
          contact: {
            phone: '0800 555 0190',
            email: 'visitas@tecnoajuda.com.br',
            website: 'https://www.tecnoajuda.com.br',
          },
        },
        activationProcess: 'Agende a visita pelo app ou pela central com 48 horas de antecedência.',
        supportContact: {
          phone: '0800 555 0190',
          email: 'suporte@tecnoajuda.com.br',
          appLink: `${APP}/suporte-presencial`,
        },
        benefitDuration: TERM_12,
        adjustmentRules: IPCA,
        cancellationPolicy: CANCEL,
      },
      {
        benefitName: 'Suporte Online',
        coverageType: 'Serviço digital',
        coverageAmount: 'Chat com especialistas sem custo adicional',
        usageLimit: null,
        waitingPeriod: null,
        rules: { usage: { kind: 'ilimitado' }, waiting: null, responseDays: 5 },
        includedServices: [
          'Chat das 8h às 22h, todos os dias',
          'Dúvidas sobre aplicativos e redes sociais',
          'Ajuda com compras e pagamentos online',
        ],
        exclusions: [],
        eligibleBeneficiaries: ['Titular', 'Dependentes'],
        provider: {
          type: 'Central de atendimento digital',
          name: 'ConectaFácil',
          contact: {
            phone: '(21) 4003-7788',
            email: 'chat@conectafacil.com.br',
            website: 'https://www.conectafacil.com.br',
          },
        },
        activationProcess: 'Toque em Suporte Online no app e inicie o chat.',
        supportContact: {
          phone: '(21) 4003-7788',
          email: 'ajuda@conectafacil.com.br',
          appLink: `${APP}/suporte-online`,
        },
        benefitDuration: TERM_12,
        adjustmentRules: 'Sem reajuste.',
        cancellationPolicy: CANCEL,
      },
      {
        benefitName: 'Treinamentos Online',
        coverageType: 'Serviço digital',
        coverageAmount: 'Acesso livre à biblioteca de cursos',
        usageLimit: '2 cursos com certificado por mês',
        waitingPeriod: '48 horas úteis',
        rules: {
          usage: { kind: 'quantidade', count: 2, period: 'mes', per: 'pessoa' },
          waiting: { amount: 48, unit: 'horas-uteis' },
          responseDays: 5,
        },
        includedServices: [
          'Cursos de informática básica',
          'Segurança na internet',
          'Planilhas, edição de vídeo e produtividade',
        ],
        exclusions: ['Cursos de graduação ou pós-graduação'],
        eligibleBeneficiaries: ['Titular', 'Dependentes'],
        provider: {
          type: 'Plataforma de ensino',
          name: 'Saber Digital Academia',
          contact: {
            phone: '(31) 3555-2020',
            email: 'alunos@saberdigital.com.br',
            website: 'https://www.saberdigital.com.br',
          },
        },
        activationProcess: 'Ative o acesso no app; o login da plataforma chega ao seu e-mail.',
        supportContact: {
          phone: '(31) 3555-2020',
          email: 'suporte@saberdigital.com.br',
          appLink: `${APP}/treinamentos`,
        },
        benefitDuration: TERM_12,
        adjustmentRules: 'O catálogo de cursos é atualizado todo trimestre.',
        cancellationPolicy: CANCEL,
      },
      {
        benefitName: 'Sugestões e Atualizações Tecnológicas',
        coverageType: 'Consultoria',
        coverageAmount: 'Consultoria de compra e atualização sem custo adicional',
        usageLimit: '1 consultoria por mês',
        waitingPeriod: '5 dias úteis',
        rules: {
          usage: { kind: 'quantidade', count: 1, period: 'mes', per: 'assinatura' },
          waiting: { amount: 5, unit: 'dias-uteis' },
          responseDays: 5,
        },
        includedServices: [
          'Indicação de aparelhos conforme o seu uso',
          'Alertas de atualização de sistemas',
          'Comparação de planos de internet e celular',
        ],
        exclusions: ['Compra dos equipamentos'],
        eligibleBeneficiaries: ['Titular'],
        provider: {
          type: 'Consultoria de tecnologia',
          name: 'TecnoAjuda Soluções',
          contact: {
            phone: '0800 555 0190',
            email: 'consultoria@tecnoajuda.com.br',
            website: 'https://www.tecnoajuda.com.br',
          },
        },
        activationProcess: 'Peça a consultoria pelo app descrevendo o que você precisa.',
        supportContact: {
          phone: '0800 555 0190',
          email: 'suporte@tecnoajuda.com.br',
          appLink: `${APP}/sugestoes-tecnologicas`,
        },
        benefitDuration: TERM_12,
        adjustmentRules: 'Sem reajuste.',
        cancellationPolicy: CANCEL,
      },
    ],
  },
  {
    slug: 'digital-guardian',
    name: 'Segurança digital',
    specName: 'digital guardian',
    description: 'Proteção da sua identidade, dos seus dados e do seu dinheiro no mundo digital.',
    coverages: [
      {
        benefitName: 'Proteção contra Fraudes Digitais',
        coverageType: 'Assistência',
        coverageAmount: 'Até R$ 2000,00 de reembolso por evento',
        usageLimit: '2 eventos por ano',
        waitingPeriod: '15 dias úteis',
        rules: {
          usage: { kind: 'quantidade', count: 2, period: 'ano', per: 'pessoa' },
          waiting: { amount: 15, unit: 'dias-uteis' },
          responseDays: 10,
        },
        includedServices: [
          'Reembolso de compras fraudulentas',
          'Orientação jurídica para contestação',
          'Apoio no boletim de ocorrência',
        ],
        exclusions: ['Transferências feitas pelo próprio titular a golpistas conhecidos', 'Perdas com criptoativos'],
        eligibleBeneficiaries: ['Titular'],
        provider: {
          type: 'Seguradora',
          name: 'Escudo Seguros Digitais',
          contact: {
            phone: '0800 400 9090',
            email: 'sinistros@escudodigital.com.br',
            website: 'https://www.escudodigital.com.br',
          },
        },
        activationProcess:
          'Comunique a fraude em até 72 horas pelo app, com o boletim de ocorrência e os comprovantes.',
        supportContact: {
          phone: '0800 400 9090',
          email: 'atendimento@escudodigital.com.br',
          appLink: `${APP}/fraudes`,
        },
        benefitDuration: TERM_12,
        adjustmentRules: IPCA,
        cancellationPolicy: CANCEL_ANNUAL,
      },
      {
        benefitName: 'Monitoramento de Identidade',
        coverageType: 'Serviço digital',
        coverageAmount: 'Monitoramento contínuo do CPF e do e-mail',
        usageLimit: '1 CPF e até 3 e-mails monitorados',
        waitingPeriod: '48 horas úteis',
        rules: {
          usage: { kind: 'quantidade', count: 1, period: 'vida', per: 'pessoa' },
          waiting: { amount: 48, unit: 'horas-uteis' },
          responseDays: 5,
        },
        includedServices: [
          'Alerta de uso do CPF em cadastros',
          'Busca de dados vazados na internet',
          'Relatório mensal de exposição',
        ],
        exclusions: [],
        eligibleBeneficiaries: ['Titular'],
        provider: {
          type: 'Empresa de cibersegurança',
          name: 'Sentinela Cyber',
          contact: {
            phone: '(11) 4020-3344',
            email: 'alertas@sentinelacyber.com.br',
            website: 'https://www.sentinelacyber.com.br',
          },
        },
        activationProcess: 'Confirme o CPF e o e-mail no app; os alertas começam em até 48 horas úteis.',
        supportContact: {
          phone: '(11) 4020-3344',
          email: 'suporte@sentinelacyber.com.br',
          appLink: `${APP}/monitoramento`,
        },
        benefitDuration: TERM_12,
        adjustmentRules: 'Sem reajuste.',
        cancellationPolicy: CANCEL,
      },
      {
        benefitName: 'Agenda Pessoal Digital',
        coverageType: 'Serviço digital',
        coverageAmount: 'Assistente de agenda e lembretes sem custo adicional',
        usageLimit: 'Ilimitado',
        waitingPeriod: '48 horas úteis',
        rules: { usage: { kind: 'ilimitado' }, waiting: { amount: 48, unit: 'horas-uteis' }, responseDays: 5 },
        includedServices: [
          'Lembretes de contas, consultas e vacinas',
          'Cofre digital de documentos',
          'Compartilhamento com familiares',
        ],
        exclusions: ['Armazenamento acima de 5 GB'],
        eligibleBeneficiaries: ['Titular', 'Dependentes'],
        provider: {
          type: 'Plataforma digital',
          name: 'Organiza+ Serviços Digitais',
          contact: {
            phone: '(41) 3030-4545',
            email: 'contato@organizamais.com.br',
            website: 'https://www.organizamais.com.br',
          },
        },
        activationProcess: 'Ative a agenda no app e conecte o seu e-mail para importar compromissos.',
        supportContact: { phone: '(41) 3030-4545', email: 'suporte@organizamais.com.br', appLink: `${APP}/agenda` },
        benefitDuration: TERM_12,
        adjustmentRules: 'Sem reajuste.',
        cancellationPolicy: CANCEL,
      },
    ],
  },
  {
    slug: 'legacy',
    name: 'Legado e família',
    specName: 'legacy',
    description: 'Planejamento e amparo para a sua família nos momentos que mais importam.',
    coverages: [
      {
        benefitName: 'Assistência Funeral',
        coverageType: 'Assistência',
        coverageAmount: 'Até R$ 5000,00',
        usageLimit: '1 acionamento por beneficiário',
        waitingPeriod: '24 horas úteis',
        rules: {
          usage: { kind: 'quantidade', count: 1, period: 'vida', per: 'pessoa' },
          waiting: { amount: 24, unit: 'horas-uteis' },
          responseDays: 5,
        },
        includedServices: ['Organização completa da cerimônia', 'Urna, flores e translado', 'Apoio com a documentação'],
        exclusions: ['Despesas acima do limite contratado', 'Jazigo perpétuo'],
        eligibleBeneficiaries: ['Titular', 'Dependentes'],
        provider: {
          type: 'Assistência funeral',
          name: 'Amparo Assistência Familiar',
          contact: {
            phone: '0800 777 1020',
            email: 'plantao@amparofamiliar.com.br',
            website: 'https://www.amparofamiliar.com.br',
          },
        },
        activationProcess: 'Ligue para o plantão 24 horas; um atendente organiza tudo com a família.',
        supportContact: {
          phone: '0800 777 1020',
          email: 'atendimento@amparofamiliar.com.br',
          appLink: `${APP}/funeral`,
        },
        benefitDuration: TERM_12,
        adjustmentRules: IPCA,
        cancellationPolicy: CANCEL_ANNUAL,
      },
      {
        benefitName: 'Planejamento Sucessório e Testamentos',
        coverageType: 'Consultoria',
        coverageAmount: 'Orientação jurídica e minuta de testamento sem custo adicional',
        usageLimit: '2 consultorias por ano',
        waitingPeriod: '15 dias úteis',
        rules: {
          usage: { kind: 'quantidade', count: 2, period: 'ano', per: 'assinatura' },
          waiting: { amount: 15, unit: 'dias-uteis' },
          responseDays: 10,
        },
        includedServices: [
          'Consultoria com advogado especialista',
          'Minuta de testamento',
          'Orientação sobre inventário',
        ],
        exclusions: ['Custas de cartório', 'Ações judiciais'],
        eligibleBeneficiaries: ['Titular'],
        provider: {
          type: 'Escritório de advocacia',
          name: 'Lima & Barros Advogados Associados',
          contact: {
            phone: '(11) 3088-6600',
            email: 'sucessoes@limabarros.com.br',
            website: 'https://www.limabarros.com.br',
          },
        },
        activationProcess: 'Agende a primeira conversa pelo app; ela acontece por vídeo em até 5 dias úteis.',
        supportContact: { phone: '(11) 3088-6600', email: 'atendimento@limabarros.com.br', appLink: `${APP}/sucessao` },
        benefitDuration: TERM_12,
        adjustmentRules: 'Sem reajuste.',
        cancellationPolicy: CANCEL,
      },
      {
        benefitName: 'Gestão de Ativos Digitais',
        coverageType: 'Serviço digital',
        coverageAmount: 'Inventário e transferência de contas digitais',
        usageLimit: '1 inventário por ano',
        waitingPeriod: '5 dias úteis',
        rules: {
          usage: { kind: 'quantidade', count: 1, period: 'ano', per: 'assinatura' },
          waiting: { amount: 5, unit: 'dias-uteis' },
          responseDays: 10,
        },
        includedServices: [
          'Inventário de contas, senhas e assinaturas',
          'Indicação de herdeiros digitais',
          'Encerramento de perfis após o falecimento',
        ],
        exclusions: ['Recuperação de criptoativos sem chaves registradas no cofre'],
        eligibleBeneficiaries: ['Titular'],
        provider: {
          type: 'Plataforma digital',
          name: 'Legado Digital Brasil',
          contact: {
            phone: '(48) 3200-1122',
            email: 'contato@legadodigital.com.br',
            website: 'https://www.legadodigital.com.br',
          },
        },
        activationProcess: 'Cadastre seus ativos no cofre do app e indique quem deve recebê-los.',
        supportContact: {
          phone: '(48) 3200-1122',
          email: 'suporte@legadodigital.com.br',
          appLink: `${APP}/ativos-digitais`,
        },
        benefitDuration: TERM_12,
        adjustmentRules: 'Sem reajuste.',
        cancellationPolicy: CANCEL,
      },
    ],
  },
  {
    slug: 'financial-support',
    name: 'Apoio financeiro',
    specName: 'financial support',
    description: 'Economia no dia a dia e ajuda com imprevistos da casa.',
    coverages: [
      {
        benefitName: 'Descontos em Farmácia',
        pricing: { withoutCents: null, with: { kind: 'desconto', percent: 20 } },
        coverageType: 'Desconto',
        coverageAmount: 'Até 20% de desconto',
        usageLimit: null,
        waitingPeriod: null,
        rules: { usage: { kind: 'ilimitado' }, waiting: null, responseDays: 5 },
        includedServices: [
          'Desconto em medicamentos de marca e genéricos',
          'Mais de 8 mil farmácias parceiras',
          'Entrega em casa em capitais',
        ],
        exclusions: ['Produtos de beleza e higiene', 'Medicamentos controlados sem receita'],
        eligibleBeneficiaries: ['Titular', 'Dependentes'],
        provider: {
          type: 'Rede de farmácias',
          name: 'FarmaMais Benefícios',
          contact: {
            phone: '0800 303 2222',
            email: 'beneficios@farmamais.com.br',
            website: 'https://www.farmamais.com.br',
          },
        },
        activationProcess: 'Informe o CPF do titular no caixa de uma farmácia parceira.',
        supportContact: { phone: '0800 303 2222', email: 'sac@farmamais.com.br', appLink: `${APP}/farmacia` },
        benefitDuration: TERM_12,
        adjustmentRules: 'Os percentuais de desconto podem variar conforme o laboratório.',
        cancellationPolicy: CANCEL,
      },
      {
        benefitName: 'Assistência Residencial',
        pricing: { withoutCents: 25000, with: { kind: 'incluido', count: 6, period: 'ano' } },
        coverageType: 'Assistência',
        coverageAmount: 'Até R$ 400,00 por acionamento',
        usageLimit: '6 acionamentos por ano',
        waitingPeriod: '48 horas úteis',
        rules: {
          usage: { kind: 'quantidade', count: 6, period: 'ano', per: 'assinatura' },
          waiting: { amount: 48, unit: 'horas-uteis' },
          responseDays: 5,
        },
        includedServices: ['Chaveiro', 'Eletricista e encanador', 'Vidraceiro e desentupimento'],
        exclusions: ['Reformas e obras', 'Peças e materiais acima do limite'],
        eligibleBeneficiaries: ['Titular'],
        provider: {
          type: 'Assistência 24 horas',
          name: 'CasaSegura Assistência 24h',
          contact: {
            phone: '0800 950 4000',
            email: 'chamados@casasegura24h.com.br',
            website: 'https://www.casasegura24h.com.br',
          },
        },
        activationProcess: 'Ligue para a central 24 horas e informe o problema e o endereço cadastrado.',
        supportContact: {
          phone: '0800 950 4000',
          email: 'atendimento@casasegura24h.com.br',
          appLink: `${APP}/residencial`,
        },
        benefitDuration: TERM_12,
        adjustmentRules: IPCA,
        cancellationPolicy: CANCEL_ANNUAL,
      },
    ],
  },
  {
    slug: 'transport',
    name: 'Transporte e conveniência',
    specName: 'transport',
    description: 'Deslocamento seguro e conveniência para resolver a sua rotina.',
    coverages: [
      {
        benefitName: 'Serviço de Transporte Especializado',
        coverageType: 'Assistência',
        coverageAmount: 'Até R$ 150,00 por trajeto',
        usageLimit: '4 trajetos por ano',
        waitingPeriod: '5 dias úteis',
        rules: {
          usage: { kind: 'quantidade', count: 4, period: 'ano', per: 'pessoa' },
          waiting: { amount: 5, unit: 'dias-uteis' },
          responseDays: 5,
        },
        includedServices: [
          'Transporte para consultas e exames',
          'Veículo adaptado para mobilidade reduzida',
          'Acompanhante sem custo',
        ],
        exclusions: ['Remoção em ambulância', 'Viagens intermunicipais acima de 50 km'],
        eligibleBeneficiaries: ['Titular', 'Dependentes'],
        provider: {
          type: 'Transporte',
          name: 'MoviCare Transportes',
          contact: { phone: '0800 282 1515', email: 'agenda@movicare.com.br', website: 'https://www.movicare.com.br' },
        },
        activationProcess: 'Agende o trajeto pelo app com 24 horas de antecedência.',
        supportContact: { phone: '0800 282 1515', email: 'suporte@movicare.com.br', appLink: `${APP}/transporte` },
        benefitDuration: TERM_12,
        adjustmentRules: IPCA,
        cancellationPolicy: CANCEL,
      },
      {
        benefitName: 'Concierge',
        coverageType: 'Serviço',
        coverageAmount: 'Assistente pessoal sem custo adicional',
        usageLimit: '10 solicitações por mês',
        waitingPeriod: '48 horas úteis',
        rules: {
          usage: { kind: 'quantidade', count: 10, period: 'mes', per: 'assinatura' },
          waiting: { amount: 48, unit: 'horas-uteis' },
          responseDays: 5,
        },
        includedServices: [
          'Reservas em restaurantes e viagens',
          'Busca de prestadores de serviço',
          'Compra de ingressos',
        ],
        exclusions: ['Valor dos produtos e serviços contratados'],
        eligibleBeneficiaries: ['Titular'],
        provider: {
          type: 'Concierge',
          name: 'Primeclass Concierge',
          contact: {
            phone: '(11) 4118-9000',
            email: 'pedidos@primeclassconcierge.com.br',
            website: 'https://www.primeclassconcierge.com.br',
          },
        },
        activationProcess: 'Faça o pedido pelo chat do app ou por telefone; a resposta chega em até 2 horas.',
        supportContact: {
          phone: '(11) 4118-9000',
          email: 'suporte@primeclassconcierge.com.br',
          appLink: `${APP}/concierge`,
        },
        benefitDuration: TERM_12,
        adjustmentRules: 'Solicitações não usadas no mês não se acumulam.',
        cancellationPolicy: CANCEL,
      },
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
