import { StrokeIcon as Icon } from './stroke-icon';

export const ChevronRightIcon = () => (
  <Icon size={20}>
    <path d="M9 6l6 6-6 6" />
  </Icon>
);

export const ChevronLeftIcon = () => (
  <Icon size={20}>
    <path d="M15 6l-6 6 6 6" />
  </Icon>
);

export const CheckIcon = ({ size = 48 }: { size?: number }) => (
  <Icon size={size}>
    <path d="M5 12.5l4.5 4.5L19 7.5" />
  </Icon>
);

export const CrossIcon = ({ size = 48 }: { size?: number }) => (
  <Icon size={size}>
    <path d="M6 6l12 12M18 6L6 18" />
  </Icon>
);

export const DocumentIcon = ({ size = 48 }: { size?: number }) => (
  <Icon size={size}>
    <path d="M7 3h7l5 5v13H7z" />
    <path d="M14 3v5h5M10 13h6M10 17h6" />
  </Icon>
);

export const PlusIcon = () => (
  <Icon size={20}>
    <path d="M12 5v14M5 12h14" />
  </Icon>
);
