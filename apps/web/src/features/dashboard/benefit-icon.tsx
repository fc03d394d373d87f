import type { KnownBenefitName } from '@game-assist/contracts/rules';
import { StrokeIcon } from '#web/components/ui/stroke-icon.tsx';

/** One outline icon per known benefit name; anything else gets a question mark. */
const SHAPES = {
  health: 'M12 21s-7-4.5-7-10a4 4 0 017-2.5A4 4 0 0119 11c0 5.5-7 10-7 10z',
  pill: 'M8 4h8v16H8z M8 12h8',
  calendar: 'M4 6h16v14H4z M4 10h16 M8 3v4 M16 3v4',
  chat: 'M4 5h16v11H9l-5 4z',
  paw: 'M7 10a2 2 0 110-4 2 2 0 010 4z M17 10a2 2 0 110-4 2 2 0 010 4z M12 20c-3 0-5-2-5-4s2-4 5-4 5 2 5 4-2 4-5 4z',
  doctor: 'M12 12a4 4 0 100-8 4 4 0 000 8z M4 21c0-4 4-6 8-6s8 2 8 6',
  bell: 'M6 16V11a6 6 0 1112 0v5l2 2H4z',
  laptop: 'M5 6h14v9H5z M3 18h18',
  tools: 'M14 6l4 4-8 8H6v-4z',
  home: 'M3 11l9-7 9 7v9H3z',
  shield: 'M12 3l8 3v6c0 5-4 8-8 9-4-1-8-4-8-9V6z',
  eye: 'M2 12s4-7 10-7 10 7 10 7-4 7-10 7S2 12 2 12z M12 15a3 3 0 100-6 3 3 0 000 6z',
  flower: 'M12 8a3 3 0 110 6 3 3 0 010-6z M12 3v5 M12 14v7',
  vault: 'M4 4h16v16H4z M12 9a3 3 0 110 6 3 3 0 010-6z',
  scroll: 'M6 3h10l2 2v16H6z M9 8h6 M9 12h6 M9 16h4',
  headset: 'M4 14v-2a8 8 0 0116 0v2 M4 14h3v5H4z M17 14h3v5h-3z',
  book: 'M4 5h7v14H4z M13 5h7v14h-7z',
  bulb: 'M9 18h6 M10 21h4 M12 3a6 6 0 00-4 10.5V16h8v-2.5A6 6 0 0012 3z',
  car: 'M4 16v-4l2-5h12l2 5v4z M7 16v2 M17 16v2',
  question: 'M9 9a3 3 0 115 2c-1 1-2 1.5-2 3 M12 18h.01',
} as const;

/** Every known name has its icon: the type fails the build when one is missing. */
const BY_NAME: Record<KnownBenefitName, keyof typeof SHAPES> = {
  Telemedicina: 'health',
  'Descontos em Farmácia': 'pill',
  'Agenda Pessoal Digital': 'calendar',
  'Rede de Apoio Emocional': 'chat',
  Televeterinário: 'paw',
  'Consulta com Especialistas': 'doctor',
  Concierge: 'bell',
  'Suporte Técnico Remoto': 'laptop',
  'Suporte Técnico Presencial': 'tools',
  'Assistência Residencial': 'home',
  'Proteção contra Fraudes Digitais': 'shield',
  'Monitoramento de Identidade': 'eye',
  'Assistência Funeral': 'flower',
  'Gestão de Ativos Digitais': 'vault',
  'Planejamento Sucessório e Testamentos': 'scroll',
  'Cuidados com o Pet': 'paw',
  'Suporte Online': 'headset',
  'Treinamentos Online': 'book',
  'Sugestões e Atualizações Tecnológicas': 'bulb',
  'Serviço de Transporte Especializado': 'car',
};

export function iconNameFor(benefitName: string): keyof typeof SHAPES {
  return Object.hasOwn(BY_NAME, benefitName) ? BY_NAME[benefitName as KnownBenefitName] : 'question';
}

export function BenefitIcon({ benefitName }: { benefitName: string }) {
  const name = iconNameFor(benefitName);
  return <StrokeIcon d={SHAPES[name]} size={28} strokeWidth={1.8} name={name} />;
}
