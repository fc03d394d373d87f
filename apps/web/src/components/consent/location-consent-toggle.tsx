import { Toggle } from '#web/components/ui/toggle.tsx';
import { setGeolocationConsent } from '#web/lib/state/consent-slice.ts';
import { useAppDispatch, useAppSelector } from '#web/lib/state/root-reducer.ts';

/** The first-launch notice's IP-location answer, to change at any time (LGPD Art. 8, § 5º). */
export function LocationConsentToggle() {
  const consent = useAppSelector((state) => state.consent.geolocation);
  const dispatch = useAppDispatch();
  return (
    <Toggle
      label="Localização aproximada"
      description="Consultar sua cidade e estado pelo seu IP, num serviço externo, ao abrir o app"
      checked={consent}
      onChange={(agreed) => dispatch(setGeolocationConsent(agreed))}
    />
  );
}
