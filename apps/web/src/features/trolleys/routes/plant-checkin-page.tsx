import { PlantTransferList } from '../components/plant-transfer-list';

/** spec §2 "Trolley Checkin" (plant-transfer/check-in). */
export default function PlantCheckinPage() {
  return <PlantTransferList which="checkin" />;
}
