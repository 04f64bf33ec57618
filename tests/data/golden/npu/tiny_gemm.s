.rnpu v1
.cores 16
.core 0
  dma.cfg stride1=80 stride2=0 esize=e16
  dma.load sp=0 dram=1060672 n0=16 n1=4 n2=1 pad0=0 pad1=0 valid0=16 valid1=4
  dma.load push:mat sp=256 dram=2944 n0=256 n1=1 n2=1 pad0=0 pad1=0 valid0=256 valid1=1
  mat.gemm pop:dma push:dma acc=0 sp=0 sp2=256 m=4 k=16 n=16 lda=16 ldc=16 dtype=fp16 accum=set azp=0
  dma.load sp=128 dram=1060704 n0=16 n1=4 n2=1 pad0=0 pad1=0 valid0=16 valid1=4
  dma.load push:mat sp=768 dram=3456 n0=256 n1=1 n2=1 pad0=0 pad1=0 valid0=256 valid1=1
  mat.gemm pop:dma acc=0 sp=128 sp2=768 m=4 k=16 n=16 lda=16 ldc=16 dtype=fp16 accum=add azp=0
  dma.load pop:mat sp=0 dram=1060736 n0=8 n1=4 n2=1 pad0=0 pad1=0 valid0=8 valid1=4
  dma.load push:mat sp=256 dram=3968 n0=128 n1=1 n2=1 pad0=0 pad1=0 valid0=128 valid1=1
  mat.gemm pop:dma push:vec acc=0 sp=0 sp2=256 m=4 k=8 n=16 lda=8 ldc=16 dtype=fp16 accum=add azp=0
  vec.cvt pop:mat sp=1280 acc=0 rows=4 cols=16 ld=16 ldc=16 sp3=0 bias=0 act=none
  vec.act push:dma sp=1280 sp2=1280 rows=4 cols=16 ld=16 act=relu
  dma.cfg stride1=48 stride2=0 esize=e16
  dma.store pop:vec sp=1280 dram=1060480 n0=16 n1=4 n2=1
  signal
  wait mask=2 step=1
  dma.load sp=0 dram=1060480 n0=16 n1=4 n2=1 pad0=0 pad1=0 valid0=16 valid1=4
  dma.load push:mat sp=256 dram=4864 n0=256 n1=1 n2=1 pad0=0 pad1=0 valid0=256 valid1=1
  mat.gemm pop:dma push:dma acc=0 sp=0 sp2=256 m=4 k=16 n=16 lda=16 ldc=16 dtype=fp16 accum=set azp=0
  dma.load sp=128 dram=1060512 n0=8 n1=4 n2=1 pad0=0 pad1=0 valid0=8 valid1=4
  dma.load push:mat sp=768 dram=5376 n0=128 n1=1 n2=1 pad0=0 pad1=0 valid0=128 valid1=1
  mat.gemm pop:dma acc=0 sp=128 sp2=768 m=4 k=8 n=16 lda=8 ldc=16 dtype=fp16 accum=add azp=0
  dma.load pop:mat sp=0 dram=5888 n0=4 n1=1 n2=1 pad0=0 pad1=0 valid0=4 valid1=1
  dma.load push:mat sp=256 dram=5824 n0=16 n1=1 n2=1 pad0=0 pad1=0 valid0=16 valid1=1
  mat.gemm pop:dma push:vec acc=0 sp=0 sp2=256 m=4 k=1 n=16 lda=1 ldc=16 dtype=fp16 accum=add azp=0
  vec.cvt pop:mat push:dma sp=1280 acc=0 rows=4 cols=16 ld=16 ldc=16 sp3=0 bias=0 act=none
  dma.cfg stride1=40 stride2=0 esize=e16
  dma.store pop:vec sp=1280 dram=1060992 n0=16 n1=4 n2=1
.core 1
  dma.cfg stride1=80 stride2=0 esize=e16
  dma.load sp=0 dram=1060672 n0=16 n1=4 n2=1 pad0=0 pad1=0 valid0=16 valid1=4
  dma.load push:mat sp=256 dram=4224 n0=128 n1=1 n2=1 pad0=0 pad1=0 valid0=128 valid1=1
  mat.gemm pop:dma push:dma acc=0 sp=0 sp2=256 m=4 k=16 n=8 lda=16 ldc=16 dtype=fp16 accum=set azp=0
  dma.load sp=128 dram=1060704 n0=16 n1=4 n2=1 pad0=0 pad1=0 valid0=16 valid1=4
  dma.load push:mat sp=768 dram=4480 n0=128 n1=1 n2=1 pad0=0 pad1=0 valid0=128 valid1=1
  mat.gemm pop:dma acc=0 sp=128 sp2=768 m=4 k=16 n=8 lda=16 ldc=16 dtype=fp16 accum=add azp=0
  dma.load pop:mat sp=0 dram=1060736 n0=8 n1=4 n2=1 pad0=0 pad1=0 valid0=8 valid1=4
  dma.load push:mat sp=256 dram=4736 n0=64 n1=1 n2=1 pad0=0 pad1=0 valid0=64 valid1=1
  mat.gemm pop:dma push:vec acc=0 sp=0 sp2=256 m=4 k=8 n=8 lda=8 ldc=16 dtype=fp16 accum=add azp=0
  vec.cvt pop:mat sp=1280 acc=0 rows=4 cols=8 ld=8 ldc=16 sp3=0 bias=0 act=none
  vec.act push:dma sp=1280 sp2=1280 rows=4 cols=8 ld=8 act=relu
  dma.cfg stride1=48 stride2=0 esize=e16
  dma.store pop:vec sp=1280 dram=1060512 n0=8 n1=4 n2=1
  signal
  signal
.core 2
  wait mask=1 step=1
  wait mask=2 step=2
  dma.cfg stride1=48 stride2=0 esize=e16
  dma.load sp=0 dram=1060480 n0=16 n1=4 n2=1 pad0=0 pad1=0 valid0=16 valid1=4
  dma.load push:mat sp=256 dram=5632 n0=64 n1=1 n2=1 pad0=0 pad1=0 valid0=64 valid1=1
  mat.gemm pop:dma push:dma acc=0 sp=0 sp2=256 m=4 k=16 n=4 lda=16 ldc=16 dtype=fp16 accum=set azp=0
  dma.load sp=128 dram=1060512 n0=8 n1=4 n2=1 pad0=0 pad1=0 valid0=8 valid1=4
  dma.load push:mat sp=768 dram=5760 n0=32 n1=1 n2=1 pad0=0 pad1=0 valid0=32 valid1=1
  mat.gemm pop:dma acc=0 sp=128 sp2=768 m=4 k=8 n=4 lda=8 ldc=16 dtype=fp16 accum=add azp=0
  dma.load pop:mat sp=0 dram=5888 n0=4 n1=1 n2=1 pad0=0 pad1=0 valid0=4 valid1=1
  dma.load push:mat sp=256 dram=5856 n0=4 n1=1 n2=1 pad0=0 pad1=0 valid0=4 valid1=1
  mat.gemm pop:dma push:vec acc=0 sp=0 sp2=256 m=4 k=1 n=4 lda=1 ldc=16 dtype=fp16 accum=add azp=0
  vec.cvt pop:mat push:dma sp=1280 acc=0 rows=4 cols=4 ld=4 ldc=16 sp3=0 bias=0 act=none
  dma.cfg stride1=40 stride2=0 esize=e16
  dma.store pop:vec sp=1280 dram=1061024 n0=4 n1=4 n2=1
.core 3
.core 4
.core 5
.core 6
.core 7
.core 8
.core 9
.core 10
.core 11
.core 12
.core 13
.core 14
.core 15
