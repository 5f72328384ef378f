import cluster_init

HOSTS = cluster_init.NUM_HOSTS
