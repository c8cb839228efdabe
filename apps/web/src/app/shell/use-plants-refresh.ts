import { useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import { savePlants } from '../../lib/session';
import { fetchUserPlants } from '../../lib/session-api';
import { sessionKeys } from '../../lib/query-keys';

/** When the shell opens, read the user's plants again and store them (an administrator may have changed them). */
export function usePlantsRefresh(userId: number | undefined) {
  const query = useQuery({
    queryKey: sessionKeys.plants(userId),
    queryFn: ({ signal }) => fetchUserPlants(userId!, signal),
    enabled: userId !== undefined,
    staleTime: 0,
  });

  useEffect(() => {
    if (query.data) savePlants(query.data.map((entry) => entry.plant));
  }, [query.data]);
}
