import { Toggle } from '#web/components/ui/toggle.tsx';
import { setGeolocationConsent } from '#web/lib/state/consent-slice.ts';
import { useAppDispatch, useAppSelector } from '#web/lib/state/root-reducer.ts';

/**
 * The answer given in the first-launch notice about the IP-location lookup, to change at any
 * time, as easily as it was given (LGPD Art. 8, § 5º). Turned off, the lookup stops and the
 * location kept is forgotten at once; turned on, it runs at once (lib/geolocation.ts follows
 * the store).
 */
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
