import { PlaceholderScreen } from '../../../components/ui/placeholder-screen';

export default function FundTransferScreen() {
  return <PlaceholderScreen title="Fund transfer" />;
}
