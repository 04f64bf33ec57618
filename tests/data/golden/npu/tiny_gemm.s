.rnpu v1
.cores 16
.core 0
  dma.cfg stride1=80 stride2=0 esize=e16
  dma.load sp=0 dram=1060672 n0=16 n1=4 n2=1 pad0=0 pad1=0 valid0=16 valid1=4 gap=0
  dma.cfg stride1=48 stride2=0 esize=e16
  dma.load push:mat sp=128 dram=2944 n0=2 n1=16 n2=1 pad0=0 pad1=0 valid0=2 valid1=16 gap=0
  mat.gemm pop:dma push:dma acc=0 sp=0 sp2=128 m=4 k=16 n=2 lda=16 ldc=16 dtype=fp16 accum=set azp=0
  dma.cfg stride1=80 stride2=0 esize=e16
  dma.load sp=640 dram=1060704 n0=16 n1=4 n2=1 pad0=0 pad1=0 valid0=16 valid1=4 gap=0
  dma.cfg stride1=48 stride2=0 esize=e16
  dma.load push:mat sp=768 dram=3712 n0=2 n1=16 n2=1 pad0=0 pad1=0 valid0=2 valid1=16 gap=0
  mat.gemm pop:dma acc=0 sp=640 sp2=768 m=4 k=16 n=2 lda=16 ldc=16 dtype=fp16 accum=add azp=0
  dma.cfg stride1=80 stride2=0 esize=e16
  dma.load pop:mat sp=0 dram=1060736 n0=8 n1=4 n2=1 pad0=0 pad1=0 valid0=8 valid1=4 gap=0
  dma.cfg stride1=48 stride2=0 esize=e16
  dma.load push:mat sp=128 dram=4480 n0=2 n1=8 n2=1 pad0=0 pad1=0 valid0=2 valid1=8 gap=0
  mat.gemm pop:dma push:vec acc=0 sp=0 sp2=128 m=4 k=8 n=2 lda=8 ldc=16 dtype=fp16 accum=add azp=0
  vec.cvt pop:mat sp=1280 acc=0 rows=4 cols=2 ld=2 ldc=16 sp3=0 bias=0 act=none
  vec.act push:dma sp=1280 sp2=1280 rows=4 cols=2 ld=2 act=relu
  dma.store pop:vec sp=1280 dram=1060480 n0=2 n1=4 n2=1
  signal
  dma.load push:vec sp=1344 dram=5840 n0=2 n1=1 n2=1 pad0=0 pad1=0 valid0=2 valid1=1 gap=0
  wait mask=4095 step=1
  l2.discard dram=1060288 bytes=192
  dma.load sp=0 dram=1060480 n0=16 n1=4 n2=1 pad0=0 pad1=0 valid0=16 valid1=4 gap=0
  dma.cfg stride1=40 stride2=0 esize=e16
  dma.load push:mat sp=128 dram=4880 n0=2 n1=16 n2=1 pad0=0 pad1=0 valid0=2 valid1=16 gap=0
  mat.gemm pop:dma acc=0 sp=0 sp2=128 m=4 k=16 n=2 lda=16 ldc=16 dtype=fp16 accum=set azp=0
  dma.cfg stride1=48 stride2=0 esize=e16
  dma.load sp=640 dram=1060512 n0=8 n1=4 n2=1 pad0=0 pad1=0 valid0=8 valid1=4 gap=0
  dma.cfg stride1=40 stride2=0 esize=e16
  dma.load push:mat sp=768 dram=5520 n0=2 n1=8 n2=1 pad0=0 pad1=0 valid0=2 valid1=8 gap=0
  mat.gemm pop:dma push:vec acc=0 sp=640 sp2=768 m=4 k=8 n=2 lda=8 ldc=16 dtype=fp16 accum=add azp=0
  vec.cvt pop:dma+mat push:dma sp=1280 acc=0 rows=4 cols=2 ld=2 ldc=16 sp3=1344 bias=1 act=none
  dma.store pop:vec sp=1280 dram=1061008 n0=2 n1=4 n2=1
.core 1
  dma.cfg stride1=80 stride2=0 esize=e16
  dma.load sp=0 dram=1060672 n0=16 n1=4 n2=1 pad0=0 pad1=0 valid0=16 valid1=4 gap=0
  dma.cfg stride1=48 stride2=0 esize=e16
  dma.load push:mat sp=128 dram=2948 n0=2 n1=16 n2=1 pad0=0 pad1=0 valid0=2 valid1=16 gap=0
  mat.gemm pop:dma push:dma acc=0 sp=0 sp2=128 m=4 k=16 n=2 lda=16 ldc=16 dtype=fp16 accum=set azp=0
  dma.cfg stride1=80 stride2=0 esize=e16
  dma.load sp=640 dram=1060704 n0=16 n1=4 n2=1 pad0=0 pad1=0 valid0=16 valid1=4 gap=0
  dma.cfg stride1=48 stride2=0 esize=e16
  dma.load push:mat sp=768 dram=3716 n0=2 n1=16 n2=1 pad0=0 pad1=0 valid0=2 valid1=16 gap=0
  mat.gemm pop:dma acc=0 sp=640 sp2=768 m=4 k=16 n=2 lda=16 ldc=16 dtype=fp16 accum=add azp=0
  dma.cfg stride1=80 stride2=0 esize=e16
  dma.load pop:mat sp=0 dram=1060736 n0=8 n1=4 n2=1 pad0=0 pad1=0 valid0=8 valid1=4 gap=0
  dma.cfg stride1=48 stride2=0 esize=e16
  dma.load push:mat sp=128 dram=4484 n0=2 n1=8 n2=1 pad0=0 pad1=0 valid0=2 valid1=8 gap=0
  mat.gemm pop:dma push:vec acc=0 sp=0 sp2=128 m=4 k=8 n=2 lda=8 ldc=16 dtype=fp16 accum=add azp=0
  vec.cvt pop:mat sp=1280 acc=0 rows=4 cols=2 ld=2 ldc=16 sp3=0 bias=0 act=none
  vec.act push:dma sp=1280 sp2=1280 rows=4 cols=2 ld=2 act=relu
  dma.store pop:vec sp=1280 dram=1060484 n0=2 n1=4 n2=1
  signal
  dma.load push:vec sp=1344 dram=5844 n0=2 n1=1 n2=1 pad0=0 pad1=0 valid0=2 valid1=1 gap=0
  wait mask=4095 step=1
  dma.load sp=0 dram=1060480 n0=16 n1=4 n2=1 pad0=0 pad1=0 valid0=16 valid1=4 gap=0
  dma.cfg stride1=40 stride2=0 esize=e16
  dma.load push:mat sp=128 dram=4884 n0=2 n1=16 n2=1 pad0=0 pad1=0 valid0=2 valid1=16 gap=0
  mat.gemm pop:dma acc=0 sp=0 sp2=128 m=4 k=16 n=2 lda=16 ldc=16 dtype=fp16 accum=set azp=0
  dma.cfg stride1=48 stride2=0 esize=e16
  dma.load sp=640 dram=1060512 n0=8 n1=4 n2=1 pad0=0 pad1=0 valid0=8 valid1=4 gap=0
  dma.cfg stride1=40 stride2=0 esize=e16
  dma.load push:mat sp=768 dram=5524 n0=2 n1=8 n2=1 pad0=0 pad1=0 valid0=2 valid1=8 gap=0
  mat.gemm pop:dma push:vec acc=0 sp=640 sp2=768 m=4 k=8 n=2 lda=8 ldc=16 dtype=fp16 accum=add azp=0
  vec.cvt pop:dma+mat push:dma sp=1280 acc=0 rows=4 cols=2 ld=2 ldc=16 sp3=1344 bias=1 act=none
  dma.store pop:vec sp=1280 dram=1061012 n0=2 n1=4 n2=1
.core 2
  dma.cfg stride1=80 stride2=0 esize=e16
  dma.load sp=0 dram=1060672 n0=16 n1=4 n2=1 pad0=0 pad1=0 valid0=16 valid1=4 gap=0
  dma.cfg stride1=48 stride2=0 esize=e16
  dma.load push:mat sp=128 dram=2952 n0=2 n1=16 n2=1 pad0=0 pad1=0 valid0=2 valid1=16 gap=0
  mat.gemm pop:dma push:dma acc=0 sp=0 sp2=128 m=4 k=16 n=2 lda=16 ldc=16 dtype=fp16 accum=set azp=0
  dma.cfg stride1=80 stride2=0 esize=e16
  dma.load sp=640 dram=1060704 n0=16 n1=4 n2=1 pad0=0 pad1=0 valid0=16 valid1=4 gap=0
  dma.cfg stride1=48 stride2=0 esize=e16
  dma.load push:mat sp=768 dram=3720 n0=2 n1=16 n2=1 pad0=0 pad1=0 valid0=2 valid1=16 gap=0
  mat.gemm pop:dma acc=0 sp=640 sp2=768 m=4 k=16 n=2 lda=16 ldc=16 dtype=fp16 accum=add azp=0
  dma.cfg stride1=80 stride2=0 esize=e16
  dma.load pop:mat sp=0 dram=1060736 n0=8 n1=4 n2=1 pad0=0 pad1=0 valid0=8 valid1=4 gap=0
  dma.cfg stride1=48 stride2=0 esize=e16
  dma.load push:mat sp=128 dram=4488 n0=2 n1=8 n2=1 pad0=0 pad1=0 valid0=2 valid1=8 gap=0
  mat.gemm pop:dma push:vec acc=0 sp=0 sp2=128 m=4 k=8 n=2 lda=8 ldc=16 dtype=fp16 accum=add azp=0
  vec.cvt pop:mat sp=1280 acc=0 rows=4 cols=2 ld=2 ldc=16 sp3=0 bias=0 act=none
  vec.act push:dma sp=1280 sp2=1280 rows=4 cols=2 ld=2 act=relu
  dma.store pop:vec sp=1280 dram=1060488 n0=2 n1=4 n2=1
  signal
  dma.load push:vec sp=1344 dram=5848 n0=2 n1=1 n2=1 pad0=0 pad1=0 valid0=2 valid1=1 gap=0
  wait mask=4095 step=1
  dma.load sp=0 dram=1060480 n0=16 n1=4 n2=1 pad0=0 pad1=0 valid0=16 valid1=4 gap=0
  dma.cfg stride1=40 stride2=0 esize=e16
  dma.load push:mat sp=128 dram=4888 n0=2 n1=16 n2=1 pad0=0 pad1=0 valid0=2 valid1=16 gap=0
  mat.gemm pop:dma acc=0 sp=0 sp2=128 m=4 k=16 n=2 lda=16 ldc=16 dtype=fp16 accum=set azp=0
  dma.cfg stride1=48 stride2=0 esize=e16
  dma.load sp=640 dram=1060512 n0=8 n1=4 n2=1 pad0=0 pad1=0 valid0=8 valid1=4 gap=0
  dma.cfg stride1=40 stride2=0 esize=e16
  dma.load push:mat sp=768 dram=5528 n0=2 n1=8 n2=1 pad0=0 pad1=0 valid0=2 valid1=8 gap=0
  mat.gemm pop:dma push:vec acc=0 sp=640 sp2=768 m=4 k=8 n=2 lda=8 ldc=16 dtype=fp16 accum=add azp=0
  vec.cvt pop:dma+mat push:dma sp=1280 acc=0 rows=4 cols=2 ld=2 ldc=16 sp3=1344 bias=1 act=none
  dma.store pop:vec sp=1280 dram=1061016 n0=2 n1=4 n2=1
.core 3
  dma.cfg stride1=80 stride2=0 esize=e16
  dma.load sp=0 dram=1060672 n0=16 n1=4 n2=1 pad0=0 pad1=0 valid0=16 valid1=4 gap=0
  dma.cfg stride1=48 stride2=0 esize=e16
  dma.load push:mat sp=128 dram=2956 n0=2 n1=16 n2=1 pad0=0 pad1=0 valid0=2 valid1=16 gap=0
  mat.gemm pop:dma push:dma acc=0 sp=0 sp2=128 m=4 k=16 n=2 lda=16 ldc=16 dtype=fp16 accum=set azp=0
  dma.cfg stride1=80 stride2=0 esize=e16
  dma.load sp=640 dram=1060704 n0=16 n1=4 n2=1 pad0=0 pad1=0 valid0=16 valid1=4 gap=0
  dma.cfg stride1=48 stride2=0 esize=e16
  dma.load push:mat sp=768 dram=3724 n0=2 n1=16 n2=1 pad0=0 pad1=0 valid0=2 valid1=16 gap=0
  mat.gemm pop:dma acc=0 sp=640 sp2=768 m=4 k=16 n=2 lda=16 ldc=16 dtype=fp16 accum=add azp=0
  dma.cfg stride1=80 stride2=0 esize=e16
  dma.load pop:mat sp=0 dram=1060736 n0=8 n1=4 n2=1 pad0=0 pad1=0 valid0=8 valid1=4 gap=0
  dma.cfg stride1=48 stride2=0 esize=e16
  dma.load push:mat sp=128 dram=4492 n0=2 n1=8 n2=1 pad0=0 pad1=0 valid0=2 valid1=8 gap=0
  mat.gemm pop:dma push:vec acc=0 sp=0 sp2=128 m=4 k=8 n=2 lda=8 ldc=16 dtype=fp16 accum=add azp=0
  vec.cvt pop:mat sp=1280 acc=0 rows=4 cols=2 ld=2 ldc=16 sp3=0 bias=0 act=none
  vec.act push:dma sp=1280 sp2=1280 rows=4 cols=2 ld=2 act=relu
  dma.store pop:vec sp=1280 dram=1060492 n0=2 n1=4 n2=1
  signal
  dma.load push:vec sp=1344 dram=5852 n0=2 n1=1 n2=1 pad0=0 pad1=0 valid0=2 valid1=1 gap=0
  wait mask=4095 step=1
  dma.load sp=0 dram=1060480 n0=16 n1=4 n2=1 pad0=0 pad1=0 valid0=16 valid1=4 gap=0
  dma.cfg stride1=40 stride2=0 esize=e16
  dma.load push:mat sp=128 dram=4892 n0=2 n1=16 n2=1 pad0=0 pad1=0 valid0=2 valid1=16 gap=0
  mat.gemm pop:dma acc=0 sp=0 sp2=128 m=4 k=16 n=2 lda=16 ldc=16 dtype=fp16 accum=set azp=0
  dma.cfg stride1=48 stride2=0 esize=e16
  dma.load sp=640 dram=1060512 n0=8 n1=4 n2=1 pad0=0 pad1=0 valid0=8 valid1=4 gap=0
  dma.cfg stride1=40 stride2=0 esize=e16
  dma.load push:mat sp=768 dram=5532 n0=2 n1=8 n2=1 pad0=0 pad1=0 valid0=2 valid1=8 gap=0
  mat.gemm pop:dma push:vec acc=0 sp=640 sp2=768 m=4 k=8 n=2 lda=8 ldc=16 dtype=fp16 accum=add azp=0
  vec.cvt pop:dma+mat push:dma sp=1280 acc=0 rows=4 cols=2 ld=2 ldc=16 sp3=1344 bias=1 act=none
  dma.store pop:vec sp=1280 dram=1061020 n0=2 n1=4 n2=1
.core 4
  dma.cfg stride1=80 stride2=0 esize=e16
  dma.load sp=0 dram=1060672 n0=16 n1=4 n2=1 pad0=0 pad1=0 valid0=16 valid1=4 gap=0
  dma.cfg stride1=48 stride2=0 esize=e16
  dma.load push:mat sp=128 dram=2960 n0=2 n1=16 n2=1 pad0=0 pad1=0 valid0=2 valid1=16 gap=0
  mat.gemm pop:dma push:dma acc=0 sp=0 sp2=128 m=4 k=16 n=2 lda=16 ldc=16 dtype=fp16 accum=set azp=0
  dma.cfg stride1=80 stride2=0 esize=e16
  dma.load sp=640 dram=1060704 n0=16 n1=4 n2=1 pad0=0 pad1=0 valid0=16 valid1=4 gap=0
  dma.cfg stride1=48 stride2=0 esize=e16
  dma.load push:mat sp=768 dram=3728 n0=2 n1=16 n2=1 pad0=0 pad1=0 valid0=2 valid1=16 gap=0
  mat.gemm pop:dma acc=0 sp=640 sp2=768 m=4 k=16 n=2 lda=16 ldc=16 dtype=fp16 accum=add azp=0
  dma.cfg stride1=80 stride2=0 esize=e16
  dma.load pop:mat sp=0 dram=1060736 n0=8 n1=4 n2=1 pad0=0 pad1=0 valid0=8 valid1=4 gap=0
  dma.cfg stride1=48 stride2=0 esize=e16
  dma.load push:mat sp=128 dram=4496 n0=2 n1=8 n2=1 pad0=0 pad1=0 valid0=2 valid1=8 gap=0
  mat.gemm pop:dma push:vec acc=0 sp=0 sp2=128 m=4 k=8 n=2 lda=8 ldc=16 dtype=fp16 accum=add azp=0
  vec.cvt pop:mat sp=1280 acc=0 rows=4 cols=2 ld=2 ldc=16 sp3=0 bias=0 act=none
  vec.act push:dma sp=1280 sp2=1280 rows=4 cols=2 ld=2 act=relu
  dma.store pop:vec sp=1280 dram=1060496 n0=2 n1=4 n2=1
  signal
  dma.load push:vec sp=1344 dram=5856 n0=2 n1=1 n2=1 pad0=0 pad1=0 valid0=2 valid1=1 gap=0
  wait mask=4095 step=1
  dma.load sp=0 dram=1060480 n0=16 n1=4 n2=1 pad0=0 pad1=0 valid0=16 valid1=4 gap=0
  dma.cfg stride1=40 stride2=0 esize=e16
  dma.load push:mat sp=128 dram=4896 n0=2 n1=16 n2=1 pad0=0 pad1=0 valid0=2 valid1=16 gap=0
  mat.gemm pop:dma acc=0 sp=0 sp2=128 m=4 k=16 n=2 lda=16 ldc=16 dtype=fp16 accum=set azp=0
  dma.cfg stride1=48 stride2=0 esize=e16
  dma.load sp=640 dram=1060512 n0=8 n1=4 n2=1 pad0=0 pad1=0 valid0=8 valid1=4 gap=0
  dma.cfg stride1=40 stride2=0 esize=e16
  dma.load push:mat sp=768 dram=5536 n0=2 n1=8 n2=1 pad0=0 pad1=0 valid0=2 valid1=8 gap=0
  mat.gemm pop:dma push:vec acc=0 sp=640 sp2=768 m=4 k=8 n=2 lda=8 ldc=16 dtype=fp16 accum=add azp=0
  vec.cvt pop:dma+mat push:dma sp=1280 acc=0 rows=4 cols=2 ld=2 ldc=16 sp3=1344 bias=1 act=none
  dma.store pop:vec sp=1280 dram=1061024 n0=2 n1=4 n2=1
.core 5
  dma.cfg stride1=80 stride2=0 esize=e16
  dma.load sp=0 dram=1060672 n0=16 n1=4 n2=1 pad0=0 pad1=0 valid0=16 valid1=4 gap=0
  dma.cfg stride1=48 stride2=0 esize=e16
  dma.load push:mat sp=128 dram=2964 n0=2 n1=16 n2=1 pad0=0 pad1=0 valid0=2 valid1=16 gap=0
  mat.gemm pop:dma push:dma acc=0 sp=0 sp2=128 m=4 k=16 n=2 lda=16 ldc=16 dtype=fp16 accum=set azp=0
  dma.cfg stride1=80 stride2=0 esize=e16
  dma.load sp=640 dram=1060704 n0=16 n1=4 n2=1 pad0=0 pad1=0 valid0=16 valid1=4 gap=0
  dma.cfg stride1=48 stride2=0 esize=e16
  dma.load push:mat sp=768 dram=3732 n0=2 n1=16 n2=1 pad0=0 pad1=0 valid0=2 valid1=16 gap=0
  mat.gemm pop:dma acc=0 sp=640 sp2=768 m=4 k=16 n=2 lda=16 ldc=16 dtype=fp16 accum=add azp=0
  dma.cfg stride1=80 stride2=0 esize=e16
  dma.load pop:mat sp=0 dram=1060736 n0=8 n1=4 n2=1 pad0=0 pad1=0 valid0=8 valid1=4 gap=0
  dma.cfg stride1=48 stride2=0 esize=e16
  dma.load push:mat sp=128 dram=4500 n0=2 n1=8 n2=1 pad0=0 pad1=0 valid0=2 valid1=8 gap=0
  mat.gemm pop:dma push:vec acc=0 sp=0 sp2=128 m=4 k=8 n=2 lda=8 ldc=16 dtype=fp16 accum=add azp=0
  vec.cvt pop:mat sp=1280 acc=0 rows=4 cols=2 ld=2 ldc=16 sp3=0 bias=0 act=none
  vec.act push:dma sp=1280 sp2=1280 rows=4 cols=2 ld=2 act=relu
  dma.store pop:vec sp=1280 dram=1060500 n0=2 n1=4 n2=1
  signal
  dma.load push:vec sp=1344 dram=5860 n0=2 n1=1 n2=1 pad0=0 pad1=0 valid0=2 valid1=1 gap=0
  wait mask=4095 step=1
  dma.load sp=0 dram=1060480 n0=16 n1=4 n2=1 pad0=0 pad1=0 valid0=16 valid1=4 gap=0
  dma.cfg stride1=40 stride2=0 esize=e16
  dma.load push:mat sp=128 dram=4900 n0=2 n1=16 n2=1 pad0=0 pad1=0 valid0=2 valid1=16 gap=0
  mat.gemm pop:dma acc=0 sp=0 sp2=128 m=4 k=16 n=2 lda=16 ldc=16 dtype=fp16 accum=set azp=0
  dma.cfg stride1=48 stride2=0 esize=e16
  dma.load sp=640 dram=1060512 n0=8 n1=4 n2=1 pad0=0 pad1=0 valid0=8 valid1=4 gap=0
  dma.cfg stride1=40 stride2=0 esize=e16
  dma.load push:mat sp=768 dram=5540 n0=2 n1=8 n2=1 pad0=0 pad1=0 valid0=2 valid1=8 gap=0
  mat.gemm pop:dma push:vec acc=0 sp=640 sp2=768 m=4 k=8 n=2 lda=8 ldc=16 dtype=fp16 accum=add azp=0
  vec.cvt pop:dma+mat push:dma sp=1280 acc=0 rows=4 cols=2 ld=2 ldc=16 sp3=1344 bias=1 act=none
  dma.store pop:vec sp=1280 dram=1061028 n0=2 n1=4 n2=1
.core 6
  dma.cfg stride1=80 stride2=0 esize=e16
  dma.load sp=0 dram=1060672 n0=16 n1=4 n2=1 pad0=0 pad1=0 valid0=16 valid1=4 gap=0
  dma.cfg stride1=48 stride2=0 esize=e16
  dma.load push:mat sp=128 dram=2968 n0=2 n1=16 n2=1 pad0=0 pad1=0 valid0=2 valid1=16 gap=0
  mat.gemm pop:dma push:dma acc=0 sp=0 sp2=128 m=4 k=16 n=2 lda=16 ldc=16 dtype=fp16 accum=set azp=0
  dma.cfg stride1=80 stride2=0 esize=e16
  dma.load sp=640 dram=1060704 n0=16 n1=4 n2=1 pad0=0 pad1=0 valid0=16 valid1=4 gap=0
  dma.cfg stride1=48 stride2=0 esize=e16
  dma.load push:mat sp=768 dram=3736 n0=2 n1=16 n2=1 pad0=0 pad1=0 valid0=2 valid1=16 gap=0
  mat.gemm pop:dma acc=0 sp=640 sp2=768 m=4 k=16 n=2 lda=16 ldc=16 dtype=fp16 accum=add azp=0
  dma.cfg stride1=80 stride2=0 esize=e16
  dma.load pop:mat sp=0 dram=1060736 n0=8 n1=4 n2=1 pad0=0 pad1=0 valid0=8 valid1=4 gap=0
  dma.cfg stride1=48 stride2=0 esize=e16
  dma.load push:mat sp=128 dram=4504 n0=2 n1=8 n2=1 pad0=0 pad1=0 valid0=2 valid1=8 gap=0
  mat.gemm pop:dma push:vec acc=0 sp=0 sp2=128 m=4 k=8 n=2 lda=8 ldc=16 dtype=fp16 accum=add azp=0
  vec.cvt pop:mat sp=1280 acc=0 rows=4 cols=2 ld=2 ldc=16 sp3=0 bias=0 act=none
  vec.act push:dma sp=1280 sp2=1280 rows=4 cols=2 ld=2 act=relu
  dma.store pop:vec sp=1280 dram=1060504 n0=2 n1=4 n2=1
  signal
.core 7
  dma.cfg stride1=80 stride2=0 esize=e16
  dma.load sp=0 dram=1060672 n0=16 n1=4 n2=1 pad0=0 pad1=0 valid0=16 valid1=4 gap=0
  dma.cfg stride1=48 stride2=0 esize=e16
  dma.load push:mat sp=128 dram=2972 n0=2 n1=16 n2=1 pad0=0 pad1=0 valid0=2 valid1=16 gap=0
  mat.gemm pop:dma push:dma acc=0 sp=0 sp2=128 m=4 k=16 n=2 lda=16 ldc=16 dtype=fp16 accum=set azp=0
  dma.cfg stride1=80 stride2=0 esize=e16
  dma.load sp=640 dram=1060704 n0=16 n1=4 n2=1 pad0=0 pad1=0 valid0=16 valid1=4 gap=0
  dma.cfg stride1=48 stride2=0 esize=e16
  dma.load push:mat sp=768 dram=3740 n0=2 n1=16 n2=1 pad0=0 pad1=0 valid0=2 valid1=16 gap=0
  mat.gemm pop:dma acc=0 sp=640 sp2=768 m=4 k=16 n=2 lda=16 ldc=16 dtype=fp16 accum=add azp=0
  dma.cfg stride1=80 stride2=0 esize=e16
  dma.load pop:mat sp=0 dram=1060736 n0=8 n1=4 n2=1 pad0=0 pad1=0 valid0=8 valid1=4 gap=0
  dma.cfg stride1=48 stride2=0 esize=e16
  dma.load push:mat sp=128 dram=4508 n0=2 n1=8 n2=1 pad0=0 pad1=0 valid0=2 valid1=8 gap=0
  mat.gemm pop:dma push:vec acc=0 sp=0 sp2=128 m=4 k=8 n=2 lda=8 ldc=16 dtype=fp16 accum=add azp=0
  vec.cvt pop:mat sp=1280 acc=0 rows=4 cols=2 ld=2 ldc=16 sp3=0 bias=0 act=none
  vec.act push:dma sp=1280 sp2=1280 rows=4 cols=2 ld=2 act=relu
  dma.store pop:vec sp=1280 dram=1060508 n0=2 n1=4 n2=1
  signal
.core 8
  dma.cfg stride1=80 stride2=0 esize=e16
  dma.load sp=0 dram=1060672 n0=16 n1=4 n2=1 pad0=0 pad1=0 valid0=16 valid1=4 gap=0
  dma.cfg stride1=48 stride2=0 esize=e16
  dma.load push:mat sp=128 dram=2976 n0=2 n1=16 n2=1 pad0=0 pad1=0 valid0=2 valid1=16 gap=0
  mat.gemm pop:dma push:dma acc=0 sp=0 sp2=128 m=4 k=16 n=2 lda=16 ldc=16 dtype=fp16 accum=set azp=0
  dma.cfg stride1=80 stride2=0 esize=e16
  dma.load sp=640 dram=1060704 n0=16 n1=4 n2=1 pad0=0 pad1=0 valid0=16 valid1=4 gap=0
  dma.cfg stride1=48 stride2=0 esize=e16
  dma.load push:mat sp=768 dram=3744 n0=2 n1=16 n2=1 pad0=0 pad1=0 valid0=2 valid1=16 gap=0
  mat.gemm pop:dma acc=0 sp=640 sp2=768 m=4 k=16 n=2 lda=16 ldc=16 dtype=fp16 accum=add azp=0
  dma.cfg stride1=80 stride2=0 esize=e16
  dma.load pop:mat sp=0 dram=1060736 n0=8 n1=4 n2=1 pad0=0 pad1=0 valid0=8 valid1=4 gap=0
  dma.cfg stride1=48 stride2=0 esize=e16
  dma.load push:mat sp=128 dram=4512 n0=2 n1=8 n2=1 pad0=0 pad1=0 valid0=2 valid1=8 gap=0
  mat.gemm pop:dma push:vec acc=0 sp=0 sp2=128 m=4 k=8 n=2 lda=8 ldc=16 dtype=fp16 accum=add azp=0
  vec.cvt pop:mat sp=1280 acc=0 rows=4 cols=2 ld=2 ldc=16 sp3=0 bias=0 act=none
  vec.act push:dma sp=1280 sp2=1280 rows=4 cols=2 ld=2 act=relu
  dma.store pop:vec sp=1280 dram=1060512 n0=2 n1=4 n2=1
  signal
.core 9
  dma.cfg stride1=80 stride2=0 esize=e16
  dma.load sp=0 dram=1060672 n0=16 n1=4 n2=1 pad0=0 pad1=0 valid0=16 valid1=4 gap=0
  dma.cfg stride1=48 stride2=0 esize=e16
  dma.load push:mat sp=128 dram=2980 n0=2 n1=16 n2=1 pad0=0 pad1=0 valid0=2 valid1=16 gap=0
  mat.gemm pop:dma push:dma acc=0 sp=0 sp2=128 m=4 k=16 n=2 lda=16 ldc=16 dtype=fp16 accum=set azp=0
  dma.cfg stride1=80 stride2=0 esize=e16
  dma.load sp=640 dram=1060704 n0=16 n1=4 n2=1 pad0=0 pad1=0 valid0=16 valid1=4 gap=0
  dma.cfg stride1=48 stride2=0 esize=e16
  dma.load push:mat sp=768 dram=3748 n0=2 n1=16 n2=1 pad0=0 pad1=0 valid0=2 valid1=16 gap=0
  mat.gemm pop:dma acc=0 sp=640 sp2=768 m=4 k=16 n=2 lda=16 ldc=16 dtype=fp16 accum=add azp=0
  dma.cfg stride1=80 stride2=0 esize=e16
  dma.load pop:mat sp=0 dram=1060736 n0=8 n1=4 n2=1 pad0=0 pad1=0 valid0=8 valid1=4 gap=0
  dma.cfg stride1=48 stride2=0 esize=e16
  dma.load push:mat sp=128 dram=4516 n0=2 n1=8 n2=1 pad0=0 pad1=0 valid0=2 valid1=8 gap=0
  mat.gemm pop:dma push:vec acc=0 sp=0 sp2=128 m=4 k=8 n=2 lda=8 ldc=16 dtype=fp16 accum=add azp=0
  vec.cvt pop:mat sp=1280 acc=0 rows=4 cols=2 ld=2 ldc=16 sp3=0 bias=0 act=none
  vec.act push:dma sp=1280 sp2=1280 rows=4 cols=2 ld=2 act=relu
  dma.store pop:vec sp=1280 dram=1060516 n0=2 n1=4 n2=1
  signal
.core 10
  dma.cfg stride1=80 stride2=0 esize=e16
  dma.load sp=0 dram=1060672 n0=16 n1=4 n2=1 pad0=0 pad1=0 valid0=16 valid1=4 gap=0
  dma.cfg stride1=48 stride2=0 esize=e16
  dma.load push:mat sp=128 dram=2984 n0=2 n1=16 n2=1 pad0=0 pad1=0 valid0=2 valid1=16 gap=0
  mat.gemm pop:dma push:dma acc=0 sp=0 sp2=128 m=4 k=16 n=2 lda=16 ldc=16 dtype=fp16 accum=set azp=0
  dma.cfg stride1=80 stride2=0 esize=e16
  dma.load sp=640 dram=1060704 n0=16 n1=4 n2=1 pad0=0 pad1=0 valid0=16 valid1=4 gap=0
  dma.cfg stride1=48 stride2=0 esize=e16
  dma.load push:mat sp=768 dram=3752 n0=2 n1=16 n2=1 pad0=0 pad1=0 valid0=2 valid1=16 gap=0
  mat.gemm pop:dma acc=0 sp=640 sp2=768 m=4 k=16 n=2 lda=16 ldc=16 dtype=fp16 accum=add azp=0
  dma.cfg stride1=80 stride2=0 esize=e16
  dma.load pop:mat sp=0 dram=1060736 n0=8 n1=4 n2=1 pad0=0 pad1=0 valid0=8 valid1=4 gap=0
  dma.cfg stride1=48 stride2=0 esize=e16
  dma.load push:mat sp=128 dram=4520 n0=2 n1=8 n2=1 pad0=0 pad1=0 valid0=2 valid1=8 gap=0
  mat.gemm pop:dma push:vec acc=0 sp=0 sp2=128 m=4 k=8 n=2 lda=8 ldc=16 dtype=fp16 accum=add azp=0
  vec.cvt pop:mat sp=1280 acc=0 rows=4 cols=2 ld=2 ldc=16 sp3=0 bias=0 act=none
  vec.act push:dma sp=1280 sp2=1280 rows=4 cols=2 ld=2 act=relu
  dma.store pop:vec sp=1280 dram=1060520 n0=2 n1=4 n2=1
  signal
.core 11
  dma.cfg stride1=80 stride2=0 esize=e16
  dma.load sp=0 dram=1060672 n0=16 n1=4 n2=1 pad0=0 pad1=0 valid0=16 valid1=4 gap=0
  dma.cfg stride1=48 stride2=0 esize=e16
  dma.load push:mat sp=128 dram=2988 n0=2 n1=16 n2=1 pad0=0 pad1=0 valid0=2 valid1=16 gap=0
  mat.gemm pop:dma push:dma acc=0 sp=0 sp2=128 m=4 k=16 n=2 lda=16 ldc=16 dtype=fp16 accum=set azp=0
  dma.cfg stride1=80 stride2=0 esize=e16
  dma.load sp=640 dram=1060704 n0=16 n1=4 n2=1 pad0=0 pad1=0 valid0=16 valid1=4 gap=0
  dma.cfg stride1=48 stride2=0 esize=e16
  dma.load push:mat sp=768 dram=3756 n0=2 n1=16 n2=1 pad0=0 pad1=0 valid0=2 valid1=16 gap=0
  mat.gemm pop:dma acc=0 sp=640 sp2=768 m=4 k=16 n=2 lda=16 ldc=16 dtype=fp16 accum=add azp=0
  dma.cfg stride1=80 stride2=0 esize=e16
  dma.load pop:mat sp=0 dram=1060736 n0=8 n1=4 n2=1 pad0=0 pad1=0 valid0=8 valid1=4 gap=0
  dma.cfg stride1=48 stride2=0 esize=e16
  dma.load push:mat sp=128 dram=4524 n0=2 n1=8 n2=1 pad0=0 pad1=0 valid0=2 valid1=8 gap=0
  mat.gemm pop:dma push:vec acc=0 sp=0 sp2=128 m=4 k=8 n=2 lda=8 ldc=16 dtype=fp16 accum=add azp=0
  vec.cvt pop:mat sp=1280 acc=0 rows=4 cols=2 ld=2 ldc=16 sp3=0 bias=0 act=none
  vec.act push:dma sp=1280 sp2=1280 rows=4 cols=2 ld=2 act=relu
  dma.store pop:vec sp=1280 dram=1060524 n0=2 n1=4 n2=1
  signal
.core 12
  dma.cfg stride1=0 stride2=0 esize=e16
  dma.load push:vec sp=1344 dram=5824 n0=2 n1=1 n2=1 pad0=0 pad1=0 valid0=2 valid1=1 gap=0
  wait mask=4095 step=1
  dma.cfg stride1=48 stride2=0 esize=e16
  dma.load sp=0 dram=1060480 n0=16 n1=4 n2=1 pad0=0 pad1=0 valid0=16 valid1=4 gap=0
  dma.cfg stride1=40 stride2=0 esize=e16
  dma.load push:mat sp=128 dram=4864 n0=2 n1=16 n2=1 pad0=0 pad1=0 valid0=2 valid1=16 gap=0
  mat.gemm pop:dma acc=0 sp=0 sp2=128 m=4 k=16 n=2 lda=16 ldc=16 dtype=fp16 accum=set azp=0
  dma.cfg stride1=48 stride2=0 esize=e16
  dma.load sp=640 dram=1060512 n0=8 n1=4 n2=1 pad0=0 pad1=0 valid0=8 valid1=4 gap=0
  dma.cfg stride1=40 stride2=0 esize=e16
  dma.load push:mat sp=768 dram=5504 n0=2 n1=8 n2=1 pad0=0 pad1=0 valid0=2 valid1=8 gap=0
  mat.gemm pop:dma push:vec acc=0 sp=640 sp2=768 m=4 k=8 n=2 lda=8 ldc=16 dtype=fp16 accum=add azp=0
  vec.cvt pop:dma+mat push:dma sp=1280 acc=0 rows=4 cols=2 ld=2 ldc=16 sp3=1344 bias=1 act=none
  dma.store pop:vec sp=1280 dram=1060992 n0=2 n1=4 n2=1
.core 13
  dma.cfg stride1=0 stride2=0 esize=e16
  dma.load push:vec sp=1344 dram=5828 n0=2 n1=1 n2=1 pad0=0 pad1=0 valid0=2 valid1=1 gap=0
  wait mask=4095 step=1
  dma.cfg stride1=48 stride2=0 esize=e16
  dma.load sp=0 dram=1060480 n0=16 n1=4 n2=1 pad0=0 pad1=0 valid0=16 valid1=4 gap=0
  dma.cfg stride1=40 stride2=0 esize=e16
  dma.load push:mat sp=128 dram=4868 n0=2 n1=16 n2=1 pad0=0 pad1=0 valid0=2 valid1=16 gap=0
  mat.gemm pop:dma acc=0 sp=0 sp2=128 m=4 k=16 n=2 lda=16 ldc=16 dtype=fp16 accum=set azp=0
  dma.cfg stride1=48 stride2=0 esize=e16
  dma.load sp=640 dram=1060512 n0=8 n1=4 n2=1 pad0=0 pad1=0 valid0=8 valid1=4 gap=0
  dma.cfg stride1=40 stride2=0 esize=e16
  dma.load push:mat sp=768 dram=5508 n0=2 n1=8 n2=1 pad0=0 pad1=0 valid0=2 valid1=8 gap=0
  mat.gemm pop:dma push:vec acc=0 sp=640 sp2=768 m=4 k=8 n=2 lda=8 ldc=16 dtype=fp16 accum=add azp=0
  vec.cvt pop:dma+mat push:dma sp=1280 acc=0 rows=4 cols=2 ld=2 ldc=16 sp3=1344 bias=1 act=none
  dma.store pop:vec sp=1280 dram=1060996 n0=2 n1=4 n2=1
.core 14
  dma.cfg stride1=0 stride2=0 esize=e16
  dma.load push:vec sp=1344 dram=5832 n0=2 n1=1 n2=1 pad0=0 pad1=0 valid0=2 valid1=1 gap=0
  wait mask=4095 step=1
  dma.cfg stride1=48 stride2=0 esize=e16
  dma.load sp=0 dram=1060480 n0=16 n1=4 n2=1 pad0=0 pad1=0 valid0=16 valid1=4 gap=0
  dma.cfg stride1=40 stride2=0 esize=e16
  dma.load push:mat sp=128 dram=4872 n0=2 n1=16 n2=1 pad0=0 pad1=0 valid0=2 valid1=16 gap=0
  mat.gemm pop:dma acc=0 sp=0 sp2=128 m=4 k=16 n=2 lda=16 ldc=16 dtype=fp16 accum=set azp=0
  dma.cfg stride1=48 stride2=0 esize=e16
  dma.load sp=640 dram=1060512 n0=8 n1=4 n2=1 pad0=0 pad1=0 valid0=8 valid1=4 gap=0
  dma.cfg stride1=40 stride2=0 esize=e16
  dma.load push:mat sp=768 dram=5512 n0=2 n1=8 n2=1 pad0=0 pad1=0 valid0=2 valid1=8 gap=0
  mat.gemm pop:dma push:vec acc=0 sp=640 sp2=768 m=4 k=8 n=2 lda=8 ldc=16 dtype=fp16 accum=add azp=0
  vec.cvt pop:dma+mat push:dma sp=1280 acc=0 rows=4 cols=2 ld=2 ldc=16 sp3=1344 bias=1 act=none
  dma.store pop:vec sp=1280 dram=1061000 n0=2 n1=4 n2=1
.core 15
  dma.cfg stride1=0 stride2=0 esize=e16
  dma.load push:vec sp=1344 dram=5836 n0=2 n1=1 n2=1 pad0=0 pad1=0 valid0=2 valid1=1 gap=0
  wait mask=4095 step=1
  dma.cfg stride1=48 stride2=0 esize=e16
  dma.load sp=0 dram=1060480 n0=16 n1=4 n2=1 pad0=0 pad1=0 valid0=16 valid1=4 gap=0
  dma.cfg stride1=40 stride2=0 esize=e16
  dma.load push:mat sp=128 dram=4876 n0=2 n1=16 n2=1 pad0=0 pad1=0 valid0=2 valid1=16 gap=0
  mat.gemm pop:dma acc=0 sp=0 sp2=128 m=4 k=16 n=2 lda=16 ldc=16 dtype=fp16 accum=set azp=0
  dma.cfg stride1=48 stride2=0 esize=e16
  dma.load sp=640 dram=1060512 n0=8 n1=4 n2=1 pad0=0 pad1=0 valid0=8 valid1=4 gap=0
  dma.cfg stride1=40 stride2=0 esize=e16
  dma.load push:mat sp=768 dram=5516 n0=2 n1=8 n2=1 pad0=0 pad1=0 valid0=2 valid1=8 gap=0
  mat.gemm pop:dma push:vec acc=0 sp=640 sp2=768 m=4 k=8 n=2 lda=8 ldc=16 dtype=fp16 accum=add azp=0
  vec.cvt pop:dma+mat push:dma sp=1280 acc=0 rows=4 cols=2 ld=2 ldc=16 sp3=1344 bias=1 act=none
  dma.store pop:vec sp=1280 dram=1061004 n0=2 n1=4 n2=1
