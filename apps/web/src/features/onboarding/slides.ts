export interface Slide {
  id: number;
  title1: string;
  description: string;
}

/** The three onboarding slides. */
export const SLIDES: Slide[] = [
  {
    id: 1,
    title1: 'Saúde na palma da mão',
    description: 'Telemedicina, apoio emocional e descontos em farmácia sempre que precisar.',
  },
  {
    id: 2,
    title1: 'Tecnologia sem dor de cabeça',
    description: 'Suporte técnico remoto e presencial, e proteção contra fraudes digitais.',
  },
  {
    id: 3,
    title1: 'Sua família amparada',
    description: 'Assistência residencial, funeral e planejamento sucessório num só lugar.',
  },
];

export const SLIDE_INTERVAL_MS = 4000;
