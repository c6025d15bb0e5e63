import { TransactionPage } from '../../features/transaction/pages/transaction-page';
import { WalletCard } from '../../features/wallet/components/wallet-card';

/** `/transaction`: the transactions feature with the wallet feature's card on top. */
export default function TransactionWithWalletPage() {
  return <TransactionPage wallet={<WalletCard />} />;
}
