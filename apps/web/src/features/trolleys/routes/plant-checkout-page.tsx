import { PlantTransferList } from '../components/plant-transfer-list';

/** spec §2 "Trolley Checkout" (plant-transfer/check-out). */
export default function PlantCheckoutPage() {
  return <PlantTransferList which="checkout" />;
}
